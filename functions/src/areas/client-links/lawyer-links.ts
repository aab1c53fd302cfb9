import type { ClientLinkView, ClientQuestion } from '@redigo/shared/domain/client-link';
import { clientScope, servedQuestions } from '@redigo/shared/questionnaire/client-questions';
import { clientLinkMessages as messages } from '@redigo/shared/messages/client-links';
import type { CreateClientLinkBody } from '@redigo/shared/schemas/client-links';
import { BadRequestError, ConflictError } from '../../errors/app-errors';
import { hashToken } from '../../security/opaque-token';
import type { Principal } from '../../security/principal';
import { isPaid } from '../contracts';
import type { ClientLinkDeps } from './client-link-deps';
import { changed, statusOf, type ClientLinkRecord } from './client-link-record';
import { StaleLinkError } from './client-link-repository';
import { newLinkToken } from './link-token';
import { askingLawyer, linkableContract, mailedLink, ownLatestLink, questionsOf } from './link-access';
import { sendMail } from './send-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The variables chosen, each a top-level question of the draft's template, once: 400 naming each problem. */
const chosenQuestions = (variables: string[], topLevel: Set<string>): string[] => {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const variable of variables) {
    if (!topLevel.has(variable)) problems.push(messages.questionNotInTemplate(variable));
    else if (seen.has(variable)) problems.push(messages.questionRepeated(variable));
    seen.add(variable);
  }
  if (problems.length > 0) throw new BadRequestError(problems[0] ?? '', problems);
  return variables;
};

/** Whether a link still stands in the way of a new one: anything but revoked, locked or reviewed. */
const isLive = (link: ClientLinkRecord): boolean =>
  link.state === 'sent' || link.state === 'opened' || link.state === 'submitted';

/**
 * POST /contract/{id}/client-link: a new link on the caller's draft (404 for another's, 409 when COMPLETED or paid),
 * its token random and stored only hashed, the one before revoked in the same write; then the mail to the client.
 */
export const createClientLink = async (
  deps: ClientLinkDeps,
  caller: Principal,
  contractId: string,
  body: CreateClientLinkBody,
): Promise<{ id: string; status: 'sent'; expires_at: string; questions: string[] }> => {
  const contract = await linkableContract(deps, caller, contractId);
  if (isPaid(contract) || contract.status !== 'TO_COMPLETE')
    throw new ConflictError(messages.contractNotDraft);
  const questions = await questionsOf(deps, contract);
  const topLevel = new Set(questions.map((question) => question.variable));
  const chosen = chosenQuestions(body.questions ?? [], topLevel);
  const now = deps.clock.now();
  const at = now.toISOString();
  const token = newLinkToken();
  const link: ClientLinkRecord = {
    id: deps.ids.newId(),
    contractId: contract.id,
    ownerId: caller.userId,
    email: body.email,
    name: body.name,
    ...(body.message && { message: body.message }),
    questions: questions.filter((question) => chosen.includes(question.variable)).map((q) => q.variable),
    tokenHash: hashToken(token),
    createdAt: at,
    expiresAt: new Date(now.getTime() + body.expires_days * DAY_MS).toISOString(),
    state: 'sent',
    events: [{ event: 'created', at }],
    codesSent: [],
    failedCodes: 0,
    version: 1,
  };
  const before = await deps.links.latestOf(contract.id);
  const replaced = before && {
    previous: before,
    ...(isLive(before) && { next: changed(before, { state: 'revoked' }, { event: 'revoked', at }) }),
  };
  await deps.links.create(link, replaced).catch((error: unknown) => {
    if (error instanceof StaleLinkError) throw new ConflictError(messages.reviewChanged);
    throw error;
  });
  const lawyer = await askingLawyer(deps, link);
  const mail = deps.mails.link(lawyer, mailedLink(link, contract.title), token);
  if (await sendMail(deps, mail, 'client-link')) await recordEvent(deps, link, 'mailed');
  return { id: link.id, status: 'sent', expires_at: link.expiresAt, questions: link.questions };
};

/** Adds an event to a link, reading it again when another write came first (a few times, then gives up). */
const recordEvent = async (
  deps: Pick<ClientLinkDeps, 'links' | 'clock'>,
  link: ClientLinkRecord,
  event: 'mailed',
): Promise<void> => {
  let current: ClientLinkRecord | undefined = link;
  for (let attempt = 0; current && attempt < 5; attempt += 1) {
    try {
      await deps.links.update(changed(current, {}, { event, at: deps.clock.now().toISOString() }), current);
      return;
    } catch (error) {
      if (!(error instanceof StaleLinkError)) throw error;
      current = await deps.links.findById(link.id);
    }
  }
};

/**
 * GET /contract/{id}/client-link/questions: every top-level question of the caller's draft's pinned template, as the
 * client's form would serve it (groups with their fields), in the template's order: what «Chiedi i dati al cliente»
 * offers, whatever the questionnaire has reached so far. Whoever may make its link (link-access.ts: on a `studio`
 * contract an avvocato or titolare of the studio too); 404 for anyone who may not see it.
 */
export const offeredQuestions = async (
  deps: ClientLinkDeps,
  caller: Principal,
  contractId: string,
): Promise<ClientQuestion[]> => {
  const contract = await linkableContract(deps, caller, contractId);
  const questions = await questionsOf(deps, contract);
  const everything = questions.map((question) => question.variable);
  return servedQuestions(clientScope(questions, everything, contract.answers));
};

/** GET /contract/{id}/client-link: the latest link of the caller's contract, with its events and proposals. */
export const readClientLink = async (
  deps: ClientLinkDeps,
  caller: Principal,
  contractId: string,
): Promise<ClientLinkView> => {
  const { link } = await ownLatestLink(deps, caller, contractId);
  const proposals =
    link.state === 'submitted' || link.state === 'reviewed' || link.state === 'revoked'
      ? ((await deps.links.proposalsOf(link.id))?.proposals ?? [])
      : [];
  return {
    id: link.id,
    email: link.email,
    status: statusOf(link, deps.clock.now()),
    expires_at: link.expiresAt,
    questions: link.questions,
    events: link.events,
    proposals,
  };
};

/** DELETE /contract/{id}/client-link: the latest link stops working at once (its client tokens too). */
export const revokeClientLink = async (
  deps: ClientLinkDeps,
  caller: Principal,
  contractId: string,
): Promise<void> => {
  let { link } = await ownLatestLink(deps, caller, contractId);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (link.state === 'revoked') return;
    const at = deps.clock.now().toISOString();
    try {
      await deps.links.update(changed(link, { state: 'revoked' }, { event: 'revoked', at }), link);
      return;
    } catch (error) {
      if (!(error instanceof StaleLinkError)) throw error;
      link = (await deps.links.findById(link.id)) ?? link;
    }
  }
  throw new ConflictError(messages.reviewChanged);
};
