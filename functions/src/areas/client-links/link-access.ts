import type { Question } from '@redigo/shared/domain/question';
import { clientLinkMessages as messages } from '@redigo/shared/messages/client-links';
import { contractMessages } from '@redigo/shared/messages/contracts';
import { LinkExpiredError, LinkLockedError, NotFoundError } from '../../errors/app-errors';
import type { AskingLawyer } from '../../mail/client-link-mails';
import { contractCallerOf, guardContract } from '../../security/contract-access-policy';
import type { Principal } from '../../security/principal';
import { isPaid, type ContractRecord } from '../contracts';
import type { ClientLinkDeps, Lawyer } from './client-link-deps';
import { isExpired, type ClientLinkRecord } from './client-link-record';

/** The questions of a draft: those it was saved on, or (a draft saved before drafts were pinned) its template's now. */
export const questionsOf = async (
  deps: Pick<ClientLinkDeps, 'templates'>,
  contract: ContractRecord,
): Promise<Question[]> =>
  contract.pinned?.json_questions ?? (await deps.templates.current(contract.type))?.json_questions ?? [];

/**
 * A contract whose client link the caller may make, read, revoke and review (security/contract-access-policy.ts):
 * its owner, or on a `studio` contract an avvocato or titolare of the studio (a collaboratore 403); 404 for anyone
 * who may not see it, as for an unknown id.
 */
export const linkableContract = async (
  deps: Pick<ClientLinkDeps, 'contracts' | 'studios'>,
  caller: Principal,
  id: string,
): Promise<ContractRecord> => {
  const [contract, who] = await Promise.all([deps.contracts(id), contractCallerOf(deps, caller)]);
  return guardContract(who, contract, 'link', contractMessages.contractNotFound);
};

/** The latest link of the caller's contract, or 404 when none was ever made. */
export const ownLatestLink = async (
  deps: Pick<ClientLinkDeps, 'contracts' | 'links' | 'studios'>,
  caller: Principal,
  contractId: string,
): Promise<{ contract: ContractRecord; link: ClientLinkRecord }> => {
  const contract = await linkableContract(deps, caller, contractId);
  const link = await deps.links.latestOf(contract.id);
  if (!link) throw new NotFoundError(messages.linkNotFound);
  return { contract, link };
};

/**
 * A link the client may still use, with its draft: 410 LINK_EXPIRED once revoked, expired, or its draft deleted or
 * bought; 423 LINK_LOCKED once locked. A submitted link still opens (read-only) until it expires.
 */
export const workingLink = async (
  deps: Pick<ClientLinkDeps, 'contracts' | 'clock'>,
  link: ClientLinkRecord,
): Promise<{ link: ClientLinkRecord; contract: ContractRecord }> => {
  if (link.state === 'locked') throw new LinkLockedError(messages.linkLocked);
  if (link.state === 'revoked' || isExpired(link, deps.clock.now()))
    throw new LinkExpiredError(messages.linkExpired);
  const contract = await deps.contracts(link.contractId);
  if (!contract || isPaid(contract)) throw new LinkExpiredError(messages.linkExpired);
  return { link, contract };
};

/** The link of a client token, still working (410 or 423 otherwise; a token of no link is 410 too). */
export const clientsLink = async (
  deps: Pick<ClientLinkDeps, 'contracts' | 'clock' | 'links'>,
  linkId: string,
): Promise<{ link: ClientLinkRecord; contract: ContractRecord }> => {
  const link = await deps.links.findById(linkId);
  if (!link) throw new LinkExpiredError(messages.linkExpired);
  return workingLink(deps, link);
};

/** A lawyer as the client reads it: the studio is the billing data's denominazione, if any. */
export const lawyerView = (lawyer: Lawyer | undefined): AskingLawyer => {
  const studio = lawyer?.billing?.kind === 'studio' ? lawyer.billing.denominazione : undefined;
  return {
    name: lawyer?.name ?? '',
    surname: lawyer?.surname ?? '',
    pec: lawyer?.pec ?? '',
    ...(studio && { studio }),
  };
};

/** The lawyer who made a link, as the client reads it. */
export const askingLawyer = async (
  deps: Pick<ClientLinkDeps, 'lawyers'>,
  link: ClientLinkRecord,
): Promise<AskingLawyer> => lawyerView(await deps.lawyers.lawyerOf(link.ownerId));

/** What a mail says of a link. */
export const mailedLink = (link: ClientLinkRecord, title: string) => ({
  email: link.email,
  name: link.name,
  title,
  ...(link.message && { message: link.message }),
  expiresAt: link.expiresAt,
});
