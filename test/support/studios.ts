import { linkToken, registerVerifiedApprovedLawyer, type SignedIn } from './accounts';
import type { TestStack } from './test-stack';

/** Billing data of a studio that pass every check. */
export const studioBilling = (overrides: Record<string, unknown> = {}) => ({
  kind: 'studio',
  denominazione: 'Studio Legale Associato Rossi Bianchi',
  codice_fiscale: '12345678903',
  partita_iva: '12345678903',
  indirizzo: 'Via del Corso 12',
  cap: '00186',
  comune: 'Roma',
  provincia: 'RM',
  ...overrides,
});

/** A fresh lawyer who creates a studio (its billing data `studioBilling(billing)`): its titolare, and the studio's id. */
export const newStudio = async (
  stack: TestStack,
  billing: Record<string, unknown> = {},
): Promise<{ titolare: SignedIn; studioId: string }> => {
  const titolare = await registerVerifiedApprovedLawyer(stack);
  const created = await stack.api.post(
    '/api/studio',
    { billing: studioBilling(billing) },
    { token: titolare.token },
  );
  if (created.status !== 201) throw new Error(`studio: ${created.status} ${JSON.stringify(created.body)}`);
  return { titolare, studioId: created.body.data.id };
};

/** The token of the newest invitation link mailed to a PEC. */
export const invitationToken = (stack: TestStack, pec: string): Promise<string> =>
  linkToken(stack, pec, '/user/studio/invito');

/** Invites `member` with `role` and has them accept: they are then in the titolare's studio. */
export const joinStudio = async (
  stack: TestStack,
  titolare: SignedIn,
  member: SignedIn,
  role: 'titolare' | 'avvocato' | 'collaboratore',
): Promise<void> => {
  const invited = await stack.api.post(
    '/api/studio/invitations',
    { pec: member.pec, role },
    { token: titolare.token },
  );
  if (invited.status !== 201) throw new Error(`invite: ${invited.status} ${JSON.stringify(invited.body)}`);
  const token = await invitationToken(stack, member.pec);
  const accepted = await stack.api.post('/api/studio/invitations/accept', { token }, { token: member.token });
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
};

/** A studio with a titolare, an avvocato and a collaboratore, all fresh accounts. */
export const studioWithMembers = async (stack: TestStack, billing: Record<string, unknown> = {}) => {
  const { titolare, studioId } = await newStudio(stack, billing);
  const [avvocato, collaboratore] = await Promise.all([
    registerVerifiedApprovedLawyer(stack),
    registerVerifiedApprovedLawyer(stack),
  ]);
  await joinStudio(stack, titolare, avvocato, 'avvocato');
  await joinStudio(stack, titolare, collaboratore, 'collaboratore');
  return { studioId, titolare, avvocato, collaboratore };
};
