import type { ClientForm } from '@redigo/shared/domain/client-link';
import type { Answers } from '@redigo/shared/domain/question';
import { clientLinkMessages as messages } from '@redigo/shared/messages/client-links';
import { CONTRACT_ITEM_MAX_BYTES, storedBytes } from '@redigo/shared/questionnaire/answer-size';
import {
  clientAnswerProblems,
  clientScope,
  clientWork,
  servedQuestions,
  type ClientScope,
} from '@redigo/shared/questionnaire/client-questions';
import { draftAnswerOf, proposalsOf } from '@redigo/shared/questionnaire/client-review';
import {
  BadRequestError,
  ConflictError,
  ContractNotAcceptableError,
  PayloadTooLargeError,
} from '../../errors/app-errors';
import type { ContractRecord } from '../contracts';
import type { ClientLinkDeps } from './client-link-deps';
import { changed, type ClientLinkRecord } from './client-link-record';
import { StaleLinkError } from './client-link-repository';
import { clientsLink, lawyerView, mailedLink, questionsOf, workingLink } from './link-access';
import { noticeOf } from './privacy-notices';
import { sendMail } from './send-mail';

const isSubmitted = (link: ClientLinkRecord): boolean =>
  link.state === 'submitted' || link.state === 'reviewed';

const scopeOf = async (
  deps: ClientLinkDeps,
  link: ClientLinkRecord,
  contract: ContractRecord,
): Promise<ClientScope> => clientScope(await questionsOf(deps, contract), link.questions, contract.answers);

/** The draft's answers to the chosen questions: what the client starts from. */
const draftAnswers = (link: ClientLinkRecord, contract: ContractRecord): Answers =>
  Object.fromEntries(
    link.questions.flatMap((variable) => {
      const value = draftAnswerOf(contract, variable);
      return value === undefined ? [] : [[variable, value]];
    }),
  );

/**
 * GET /client/form: who asks (with the PEC the privacy notice names), the title, the lawyer's privacy notice, the
 * chosen questions as the questionnaire serves them, and the client's work (or the draft's answers to those
 * questions). Never the price, another answer or any document.
 */
export const readClientForm = async (deps: ClientLinkDeps, linkId: string): Promise<ClientForm> => {
  const { link, contract } = await clientsLink(deps, linkId);
  const [scope, lawyer, work] = await Promise.all([
    scopeOf(deps, link, contract),
    deps.lawyers.lawyerOf(link.ownerId),
    deps.links.workOf(link.id),
  ]);
  const notice = await noticeOf(deps, link.ownerId, lawyer);
  const { name, surname, studio, pec } = lawyerView(lawyer);
  return {
    lawyer: { name, surname, ...(studio && { studio }), pec },
    title: contract.title,
    privacy_notice: notice.text,
    questions: servedQuestions(scope),
    answers: work?.answers ?? draftAnswers(link, contract),
    submitted: isSubmitted(link),
  };
};

/** The client's answers as kept, judged as a draft (400 naming question, item and field), within an item's size. */
const keptWork = (scope: ClientScope, answers: Answers): Answers => {
  const work = clientWork(scope, answers);
  const problems = clientAnswerProblems(scope, work, 'draft');
  if (problems.length > 0) throw new BadRequestError(problems[0] ?? '', problems);
  if (storedBytes(work) > CONTRACT_ITEM_MAX_BYTES) throw new PayloadTooLargeError(messages.tooLarge);
  return work;
};

/** Writes the link's change with `write`, reading the link again while another write on it came first. */
const writeOnLink = async (
  deps: ClientLinkDeps,
  link: ClientLinkRecord,
  write: (current: ClientLinkRecord) => Promise<ClientLinkRecord>,
): Promise<ClientLinkRecord> => {
  let current = link;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await workingLink(deps, current);
      if (isSubmitted(current)) throw new ConflictError(messages.alreadySubmitted);
      return await write(current);
    } catch (error) {
      if (!(error instanceof StaleLinkError) || attempt >= 8) throw error;
      current = (await deps.links.findById(link.id)) ?? current;
    }
  }
};

/** The client's link still open to answers (409 once submitted), its draft and scope, and `answers` as kept. */
const clientsWork = async (deps: ClientLinkDeps, linkId: string, answers: Answers) => {
  const { link, contract } = await clientsLink(deps, linkId);
  if (isSubmitted(link)) throw new ConflictError(messages.alreadySubmitted);
  const scope = await scopeOf(deps, link, contract);
  return { link, contract, scope, work: keptWork(scope, answers) };
};

/** PUT /client/form: the client's work kept as sent (a group's items may still lack fields); 409 after submit. */
export const saveClientForm = async (
  deps: ClientLinkDeps,
  linkId: string,
  answers: Answers,
): Promise<void> => {
  const { link, work } = await clientsWork(deps, linkId, answers);
  await writeOnLink(deps, link, async (current) => {
    const at = deps.clock.now().toISOString();
    const next = changed(current, {}, { event: 'saved', at });
    await deps.links.saveWork(next, current, { answers: work, updatedAt: at });
    return next;
  });
};

/**
 * POST /client/submit: every chosen question answered (418 naming what is missing; a wrong answer 400), then the
 * link is submitted and read-only, its proposals made against the draft as it is now, and the lawyer mailed. The
 * draft itself never changes here: only the lawyer's review writes into it.
 */
export const submitClientForm = async (
  deps: ClientLinkDeps,
  linkId: string,
  answers: Answers,
): Promise<void> => {
  const { link, contract, scope, work } = await clientsWork(deps, linkId, answers);
  const missing = clientAnswerProblems(scope, work, 'complete');
  if (missing.length > 0) throw new ContractNotAcceptableError(missing[0] ?? '', missing);
  const proposals = proposalsOf(scope, contract, work);
  // The draft's answers and the client's side by side: within one item, as the work is.
  if (storedBytes(proposals) > CONTRACT_ITEM_MAX_BYTES) throw new PayloadTooLargeError(messages.tooLarge);
  const submitted = await writeOnLink(deps, link, async (current) => {
    const at = deps.clock.now().toISOString();
    const next = changed(current, { state: 'submitted' }, { event: 'submitted', at });
    await deps.links.submit(next, current, { answers: work, updatedAt: at }, { proposals, version: 1 });
    return next;
  });
  const lawyer = lawyerView(await deps.lawyers.lawyerOf(submitted.ownerId));
  await sendMail(
    deps,
    deps.mails.submitted(lawyer, mailedLink(submitted, contract.title)),
    'client-submitted',
  );
};
