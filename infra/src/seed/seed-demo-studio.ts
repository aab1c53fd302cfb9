import type { Infrastructure } from '@redigo/functions/composition/infrastructure';
import type { StudioRecord } from '@redigo/functions/areas/studios';
import { createDynamoStudioRepository, createDynamoUserRepository } from '@redigo/functions/infrastructure';
import type { StudioRole } from '@redigo/shared/domain/studio';
import { seedAccounts, type SeedAccount } from './seed-accounts';

/** Whether local mode seeds the demo studio: on with `npm start` unless SEED_DEMO_STUDIO=0, off in the tests' stacks. */
export const demoStudioOn = (env: Record<string, string | undefined>): boolean =>
  env.SEED_DEMO_STUDIO === '1';

/** The demo studio's other members (docs/api.md, "The studio"): an avvocato and a collaboratore. */
export const demoStudioAccounts = (
  env: Record<string, string | undefined>,
): (SeedAccount & { studioRole: StudioRole })[] => [
  {
    role: 'user',
    studioRole: 'avvocato',
    name: 'Laura',
    surname: 'Associata',
    pec: env.SEED_STUDIO_AVVOCATO_PEC ?? 'associata@pec.local',
    password: env.SEED_STUDIO_AVVOCATO_PASSWORD ?? 'Associata!2345',
    ordine: 'Roma',
    codice_fiscale: 'SSCLRA80A41H501U',
  },
  {
    role: 'user',
    studioRole: 'collaboratore',
    name: 'Paolo',
    surname: 'Praticante',
    pec: env.SEED_STUDIO_COLLABORATORE_PEC ?? 'praticante@pec.local',
    password: env.SEED_STUDIO_COLLABORATORE_PASSWORD ?? 'Praticante!2345',
    ordine: 'Roma',
    codice_fiscale: 'PRTPLA95C10H501C',
  },
];

/** The demo studio's billing data: a studio associato in Rome, invoiced by PEC to its titolare. */
const DEMO_BILLING = {
  kind: 'studio' as const,
  denominazione: 'Studio Legale Avvocato e Associati',
  codice_fiscale: '12345678903',
  partita_iva: '12345678903',
  indirizzo: 'Via del Corso 12',
  cap: '00186',
  comune: 'Roma',
  provincia: 'RM',
};

/**
 * The demo studio of local mode (SEED_DEMO_STUDIO=1): the demo lawyer `titolare` as its titolare, with an avvocato
 * and a collaboratore, verified and approved, each written as the studios area writes a join (one membership per
 * account, created only if absent). Skipped when the demo lawyer already belongs to a studio, so restarts keep it.
 */
export const seedDemoStudio = async (
  infrastructure: Infrastructure,
  titolare: SeedAccount,
  env: Record<string, string | undefined>,
): Promise<void> => {
  const { dynamo, config, clock, ids } = infrastructure;
  const users = createDynamoUserRepository(dynamo, config.tables.users);
  const studios = createDynamoStudioRepository(dynamo, config.tables.studios);
  const members = demoStudioAccounts(env);
  await seedAccounts(infrastructure, members);
  const owner = await users.findByPec(titolare.pec);
  if (!owner || (await studios.membershipOf(owner.id))) return;
  const now = clock.now().toISOString();
  let studio: StudioRecord = {
    id: ids.newId(),
    denominazione: DEMO_BILLING.denominazione,
    billing: DEMO_BILLING,
    members: { [owner.id]: { role: 'titolare', joinedAt: now } },
    invitations: {},
    revision: 1,
    createdAt: now,
    updatedAt: now,
  };
  await studios.commit({ next: studio, join: { userId: owner.id, role: 'titolare' } });
  for (const member of members) {
    const account = await users.findByPec(member.pec);
    if (!account || (await studios.membershipOf(account.id))) continue;
    const next: StudioRecord = {
      ...studio,
      members: {
        ...studio.members,
        [account.id]: { role: member.studioRole, joinedAt: clock.now().toISOString() },
      },
      revision: studio.revision + 1,
    };
    await studios.commit({ previous: studio, next, join: { userId: account.id, role: member.studioRole } });
    studio = next;
  }
};
