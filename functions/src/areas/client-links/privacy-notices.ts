import type { PrivacyNotice } from '@redigo/shared/domain/client-link';
import { authMessages } from '@redigo/shared/messages/auth';
import { defaultPrivacyNotice } from '@redigo/shared/messages/privacy-notice';
import { NotFoundError } from '../../errors/app-errors';
import type { Principal } from '../../security/principal';
import type { ClientLinkDeps, Lawyer } from './client-link-deps';

/** The notice written for a lawyer from the account and the billing data (the studio's, when it is one). */
const writtenNotice = (lawyer: Lawyer | undefined): string => {
  const person = `l’avv. ${lawyer?.name ?? ''} ${lawyer?.surname ?? ''}`.trim();
  const billing = lawyer?.billing;
  const studio = billing?.kind === 'studio' ? billing.denominazione : undefined;
  return defaultPrivacyNotice({
    titolare: studio ?? person,
    ...(studio && { lawyer: person }),
    ...(billing && {
      address: `${billing.indirizzo}, ${billing.cap} ${billing.comune} (${billing.provincia})`,
    }),
    pec: lawyer?.pec ?? '',
  });
};

/** A lawyer's notice as the client reads it: their own text, or the one written for them. */
export const noticeOf = async (
  deps: Pick<ClientLinkDeps, 'links' | 'lawyers'>,
  userId: string,
  lawyer?: Lawyer,
): Promise<PrivacyNotice> => {
  const [own, account] = await Promise.all([
    deps.links.privacyNoticeOf(userId),
    lawyer ? Promise.resolve(lawyer) : deps.lawyers.lawyerOf(userId),
  ]);
  return own === undefined ? { text: writtenNotice(account), default: true } : { text: own, default: false };
};

/** The caller themself, a lawyer, or 404 for anyone else's id, staff included (ids can't be probed). */
const ownId = (caller: Principal, id: string): string => {
  if (caller.userId !== id || caller.role !== 'user') throw new NotFoundError(authMessages.userNotFound);
  return id;
};

/** GET /user/{id}/privacy-notice. */
export const readPrivacyNotice = (
  deps: ClientLinkDeps,
  caller: Principal,
  id: string,
): Promise<PrivacyNotice> => noticeOf(deps, ownId(caller, id));

/** PUT /user/{id}/privacy-notice: the lawyer's own text, read by every form opened from now on. */
export const savePrivacyNotice = async (
  deps: ClientLinkDeps,
  caller: Principal,
  id: string,
  text: string,
): Promise<PrivacyNotice> => {
  await deps.links.savePrivacyNotice(ownId(caller, id), text, deps.clock.now().toISOString());
  return { text, default: false };
};
