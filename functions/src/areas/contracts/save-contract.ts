import type { Answers } from '@redigo/shared/domain/question';
import { contractMessages as messages } from '@redigo/shared/messages/contracts';
import { groupInProgressMessages } from '@redigo/shared/messages/groups';
import { checkCompleteness, unsafeAnswerProblems } from '@redigo/shared/questionnaire/answers-validation';
import {
  groupInProgressProblems,
  storedGroupInProgress,
  type GroupInProgress,
} from '@redigo/shared/questionnaire/group-in-progress';
import { normalizeAnswers } from '@redigo/shared/questionnaire/typed-answers';
import { boundedProblems } from '@redigo/shared/problem-list';
import type { SaveContractBody } from '@redigo/shared/schemas/contracts';
import { BadRequestError, ConflictError, ContractNotAcceptableError } from '../../errors/app-errors';
import type { Principal } from '../../security/principal';
import { acceptedAnswers, type TemplateRecord } from '../templates';
import { contractCallerOf, contractFor } from './contract-access';
import { answerableTemplate } from './template-source';
import { assertRulesHold } from './contract-rules';
import { namedFields } from './contract-name';
import type { ContractDeps } from './contract-deps';
import { isPaid, pinTemplate, type ContractRecord } from './contract-record';
import { PinnedFileGoneError, StaleContractError } from './contract-repository';
import { assertStorable } from './stored-size';

/**
 * The answers as a save accepts them: a COMPLETED save needs exactly the questions asked along the way, each
 * answered within its options (418 with every problem, the first as the message) and no template rule failing (418
 * RULE_FAILED); a draft needs only acceptable values (400), a group's list whole and valid as everywhere, and is
 * never refused for a rule. Text no document can carry (a noncharacter, a lone
 * surrogate) is bad input either way (400), in `group_in_progress` too. Typed answers are stored trimmed.
 */
const checkedAnswers = (template: TemplateRecord, body: SaveContractBody): Answers => {
  const unsafe = boundedProblems(
    [body.answers, body.group_in_progress ?? {}].flatMap((given) =>
      unsafeAnswerProblems(template.json_questions, given),
    ),
  );
  if (unsafe.length > 0) throw new BadRequestError(unsafe[0] ?? '', unsafe);
  if (body.status !== 'COMPLETED') return acceptedAnswers(template.json_questions, body.answers);
  const problems = checkCompleteness(template.json_questions, body.answers);
  if (problems.length > 0) throw new ContractNotAcceptableError(problems[0] ?? '', problems);
  const normalized = normalizeAnswers(template.json_questions, body.answers);
  assertRulesHold(template, normalized, 418);
  return normalized;
};

/**
 * A draft's group being typed as a save stores it (docs/api.md, "Repeating groups and parties"): judged as a draft
 * takes a group (items may lack fields or be fewer than `min_items`; anything malformed is 400 naming item and
 * field), against the answers already accepted. None when absent, null or empty; refused (400) on a COMPLETED save,
 * which has every answer in `answers`.
 */
const checkedGroupInProgress = (
  template: TemplateRecord,
  body: SaveContractBody,
  answers: Answers,
): GroupInProgress | undefined => {
  const given = body.group_in_progress ?? {};
  if (Object.keys(given).length === 0) return undefined;
  if (body.status === 'COMPLETED') throw new BadRequestError(groupInProgressMessages.onlyInDraft);
  const problems = groupInProgressProblems(template.json_questions, answers, given);
  if (problems.length > 0) throw new BadRequestError(problems[0] ?? '', problems);
  return storedGroupInProgress(template.json_questions, given);
};

/**
 * The record a save writes: title and category from the template, which every save pins (a draft too), so that a
 * contract keeps the version it was saved on whatever happens to the template later. Saving an unpaid contract
 * again pins the version it is checked against now. The name: the one given, the one the lawyer gave before, or
 * the default one renewed with the answers (`namedFields`).
 */
const savedRecord = (
  template: TemplateRecord,
  body: SaveContractBody,
  base: Pick<ContractRecord, 'id' | 'userId' | 'createdAt' | 'version' | 'updates' | 'studioId'>,
  now: string,
  previous?: ContractRecord,
): ContractRecord => {
  assertStorable({ answers: body.answers, group_in_progress: body.group_in_progress });
  const answers = checkedAnswers(template, body);
  const typing = checkedGroupInProgress(template, body, answers);
  const record: ContractRecord = {
    ...base,
    ...namedFields(template.name, template.json_questions, answers, body.name, previous),
    title: template.name,
    type: template.id,
    status: body.status,
    answers,
    ...(typing && { group_in_progress: typing }),
    ...(previous?.client_answers && { client_answers: previous.client_answers }),
    categoryId: template.categoryId,
    pinned: pinTemplate(template),
    updatedAt: now,
  };
  assertStorable({ ...record, pinned: { ...record.pinned, json_questions: [], rules: [] } });
  return record;
};

/** The repository's refusals as the API's answers; a refused change is told apart by reading the contract again. */
export const translateSaveError = async (
  deps: Pick<ContractDeps, 'contracts'>,
  id: string,
  error: unknown,
) => {
  if (error instanceof PinnedFileGoneError) throw new ConflictError(messages.templateChanged);
  if (!(error instanceof StaleContractError)) throw error;
  const stored = await deps.contracts.findById(id);
  throw new ConflictError(stored && isPaid(stored) ? messages.paidCannotChange : messages.staleContract);
};

/** PUT /contract: a new contract of the caller's on a template they may answer (404 otherwise). */
export const createContract = async (
  deps: ContractDeps,
  caller: Principal,
  body: SaveContractBody,
): Promise<ContractRecord> => {
  const template = answerableTemplate(await deps.templates.current(body.type), caller.role);
  const now = deps.clock.now().toISOString();
  const { membership } = await contractCallerOf(deps, caller);
  // Made while in a studio: the studio's (docs/api.md, "The studio"), until its owner makes it riservato.
  const base = {
    id: deps.ids.newId(),
    userId: caller.userId,
    createdAt: now,
    version: 1,
    ...(membership && { studioId: membership.studioId }),
  };
  const record = savedRecord(template, body, base, now);
  await deps.contracts.save(record).catch((error: unknown) => translateSaveError(deps, record.id, error));
  return record;
};

/**
 * PUT /contract/{id}: the owner's change of their contract (404 for anyone else), on the version they read when
 * they name one, else on the version read now; a paid contract never changes (409), nor does its template (400).
 */
export const updateContract = async (
  deps: ContractDeps,
  caller: Principal,
  id: string,
  body: SaveContractBody,
): Promise<ContractRecord> => {
  const previous = await contractFor(deps, caller, id, 'answer');
  if (isPaid(previous)) throw new ConflictError(messages.paidCannotChange);
  if (body.version !== undefined && body.version !== previous.version)
    throw new ConflictError(messages.staleContract);
  if (body.type !== previous.type) throw new BadRequestError(messages.typeChanged);
  const template = answerableTemplate(await deps.templates.current(previous.type), caller.role);
  const now = deps.clock.now().toISOString();
  const { userId, createdAt, updates, studioId } = previous;
  // An update's draft stays the update of its original (`updates`) whatever its saves; a member's save keeps the
  // owner and the visibility.
  const base = {
    id,
    userId,
    createdAt,
    version: previous.version + 1,
    ...(updates && { updates }),
    ...(studioId && { studioId }),
  };
  const record = savedRecord(template, body, base, now, previous);
  await deps.contracts.save(record, previous).catch((error: unknown) => translateSaveError(deps, id, error));
  return record;
};
