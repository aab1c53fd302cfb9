import type { Billing } from '@redigo/shared/domain/invoice';
import type { Studio } from '@redigo/shared/domain/studio';
import type { StudioBody } from '@redigo/shared/schemas/studios';
import type { StudioDeps } from './studio-deps';
import type { StudioRecord } from './studio-record';

/** The studio's billing data from a validated body: its kind's fields with a value, `kind: "studio"`. */
export const studioBillingOf = (body: StudioBody): Billing & { kind: 'studio' } => {
  const { name: _name, surname: _surname, ...given } = body.billing;
  const kept = Object.fromEntries(
    Object.entries(given).filter(([, value]) => typeof value === 'string' && value !== ''),
  );
  return {
    codice_fiscale: given.codice_fiscale ?? '',
    partita_iva: given.partita_iva ?? '',
    indirizzo: given.indirizzo ?? '',
    cap: given.cap ?? '',
    comune: given.comune ?? '',
    provincia: given.provincia ?? '',
    ...kept,
    kind: 'studio',
  };
};

/** GET /studio's answer: the studio with its members, each with their account's name and PEC, oldest first. */
export const toStudio = async (deps: Pick<StudioDeps, 'accounts'>, record: StudioRecord): Promise<Studio> => {
  const members = Object.entries(record.members).sort(([, a], [, b]) => a.joinedAt.localeCompare(b.joinedAt));
  const accounts = await deps.accounts.accountsOf(members.map(([userId]) => userId));
  return {
    id: record.id,
    denominazione: record.denominazione,
    billing: { ...record.billing, kind: 'studio' },
    members: members.map(([userId, member]) => ({
      userId,
      name: accounts.get(userId)?.name ?? '',
      surname: accounts.get(userId)?.surname ?? '',
      pec: accounts.get(userId)?.pec ?? '',
      role: member.role,
      joinedAt: member.joinedAt,
    })),
    createdAt: record.createdAt,
  };
};
