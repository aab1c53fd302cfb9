import type { ContractCopy } from '@redigo/shared/domain/contract-copy';
import { contractCopyMessages as messages } from '@redigo/shared/messages/contract-copy';
import { carryAnswers } from '@redigo/shared/questionnaire/carried-answers';
import { ConflictError } from '../../errors/app-errors';
import type { Principal } from '../../security/principal';
import { isDeleted, type TemplateRecord } from '../templates';
import { contractCallerOf, contractFor } from './contract-access';
import type { ContractDeps } from './contract-deps';
import { pinTemplate, type ContractRecord } from './contract-record';
import { translateSaveError } from './save-contract';

/**
 * A new TO_COMPLETE contract of the caller's, on `template` as it is now (its published version), with the answers
 * of `original` that version still asks in the same form (carried-answers.ts) and `extra` fields (an update's
 * `updates`); the original is not touched. What the copy kept, what it dropped and why.
 */
export const copyOnto = async (
  deps: ContractDeps,
  caller: Principal,
  original: ContractRecord,
  template: TemplateRecord,
  extra: Pick<ContractRecord, 'updates'> = {},
): Promise<ContractCopy> => {
  const before = original.pinned?.json_questions;
  const carried = carryAnswers(before, template.json_questions, original.answers);
  const now = deps.clock.now().toISOString();
  const { membership } = await contractCallerOf(deps, caller);
  const record: ContractRecord = {
    id: deps.ids.newId(),
    userId: caller.userId,
    ...(membership && { studioId: membership.studioId }),
    name: original.name,
    // A name the lawyer gave stays theirs through the copy's saves; a default one is renewed with its answers.
    ...(original.nameChosen && { nameChosen: true }),
    title: template.name,
    type: template.id,
    status: 'TO_COMPLETE',
    answers: carried.answers,
    categoryId: template.categoryId,
    pinned: pinTemplate(template),
    ...extra,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  await deps.contracts.save(record).catch((error: unknown) => translateSaveError(deps, record.id, error));
  const questionOf = (variable: string) =>
    (before ?? template.json_questions).find((question) => question.variable === variable)?.question ??
    template.json_questions.find((question) => question.variable === variable)?.question ??
    variable;
  return {
    id: record.id,
    kept: carried.kept,
    dropped: carried.dropped,
    reasons: carried.dropped.map((variable) => ({
      variable,
      question: questionOf(variable),
      reason: carried.reasons[variable] ?? 'changed',
    })),
  };
};

/**
 * POST /contract/{id}/copy («Nuovo da questo»): a new TO_COMPLETE contract of the owner's (404 for anyone else, staff
 * included) on the current published version of the original's template (409 when it is suspended or deleted),
 * with the original's answers that version still asks in the same form. The original, paid or not, is not touched.
 */
export const copyContract = async (
  deps: ContractDeps,
  caller: Principal,
  id: string,
): Promise<ContractCopy> => {
  const original = await contractFor(deps, caller, id, 'answer');
  const template = await deps.templates.current(original.type);
  if (!template || isDeleted(template) || template.status !== 'PUBLISHED')
    throw new ConflictError(messages.templateUnavailable);
  return copyOnto(deps, caller, original, template);
};
