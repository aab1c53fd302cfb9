import type { Role } from '@redigo/shared/roles';
import type { Infrastructure } from '@redigo/functions/composition/infrastructure';
import { newUserRecord } from '@redigo/functions/areas/users';
import { createDynamoUserRepository } from '@redigo/functions/infrastructure';

export interface SeedAccount {
  role: Role;
  name: string;
  surname: string;
  pec: string;
  password: string;
  /** A lawyer's Bar registration, as the registration form takes it: the documents' `avvocato.*` write it. */
  ordine?: string;
  codice_fiscale?: string;
}

/** The demo accounts of local mode (docs/design.md), each overridable by environment variable. */
export const demoAccounts = (env: Record<string, string | undefined>): SeedAccount[] => [
  {
    role: 'admin',
    name: 'Amministratore',
    surname: 'Redigo',
    pec: env.SEED_ADMIN_PEC ?? 'admin@pec.local',
    password: env.SEED_ADMIN_PASSWORD ?? 'Admin!2345',
  },
  {
    role: 'editor',
    name: 'Elena',
    surname: 'Redattrice',
    pec: env.SEED_EDITOR_PEC ?? 'editor@pec.local',
    password: env.SEED_EDITOR_PASSWORD ?? 'Editor!2345',
  },
  {
    role: 'user',
    name: 'Marco',
    surname: 'Avvocato',
    pec: env.SEED_USER_PEC ?? 'avvocato@pec.local',
    password: env.SEED_USER_PASSWORD ?? 'Avvocato!2345',
    ordine: 'Roma',
    codice_fiscale: 'VVCMRC78E12H501O',
  },
];

/** Creates each account that doesn't exist yet (by PEC): verified, approved, ready to sign in. */
export const seedAccounts = async (
  infrastructure: Infrastructure,
  accounts: SeedAccount[],
): Promise<void> => {
  const users = createDynamoUserRepository(infrastructure.dynamo, infrastructure.config.tables.users);
  for (const account of accounts) {
    if (await users.findByPec(account.pec)) continue;
    const now = infrastructure.clock.now().toISOString();
    await users.create(
      newUserRecord(
        {
          id: infrastructure.ids.newId(),
          name: account.name,
          surname: account.surname,
          pec: account.pec,
          passwordHash: await infrastructure.passwordHasher.hash(account.password),
          role: account.role,
          status: 'confermato',
          email_verified: true,
          ...(account.ordine ? { ordine: account.ordine } : {}),
          ...(account.codice_fiscale ? { codice_fiscale: account.codice_fiscale } : {}),
          ...(account.role === 'user'
            ? { consents: { terms_acceptance: now, privacy: now, terms_art_9_10: now } }
            : {}),
        },
        now,
      ),
    );
  }
};
