/**
 * Creates the first admin of a deployed stage: `npm run admin:create -- --help`. It writes to the stage's
 * users table with the product's own repository and password hasher, using the operator's AWS credentials.
 */
import { randomUUID } from 'node:crypto';
import { createDocumentClient, createDynamoUserRepository } from '@redigo/functions/infrastructure';
import { AREA_SETTINGS } from '@redigo/functions/config/area-settings';
import { loadConfig } from '@redigo/functions/config/config';
import { createPasswordHasher } from '@redigo/functions/security/password-hasher';
import { AdminCommandError, createAdminAccount } from './create-admin-account';
import {
  CREATE_ADMIN_USAGE,
  parseCreateAdminArguments,
  type UsersTableTarget,
} from './create-admin-arguments';
import { readPassword } from './read-password';
import { readStageEnvironment } from './stage-outputs';

/** scrypt's cost for the `--table` form, which has no stage configuration: the product's default (OWASP). */
const DEFAULT_HASH_COST = 17;

const resolveTarget = (target: UsersTableTarget) => {
  if (target.kind === 'table')
    return { region: target.region, table: target.table, hashCost: DEFAULT_HASH_COST };
  const config = loadConfig(readStageEnvironment(target.outputsFile, target.stage), AREA_SETTINGS.users);
  return { region: config.region, table: config.tables.users, hashCost: config.passwordHashCost };
};

const main = async (): Promise<void> => {
  const parsed = parseCreateAdminArguments(process.argv.slice(2), process.env);
  if (parsed === 'help') {
    process.stdout.write(`${CREATE_ADMIN_USAGE}\n`);
    return;
  }
  const { region, table, hashCost } = resolveTarget(parsed.target);
  const password = await readPassword(process.env);
  const { id } = await createAdminAccount(
    {
      users: createDynamoUserRepository(createDocumentClient(region), table),
      hasher: createPasswordHasher(hashCost),
      newId: randomUUID,
      now: () => new Date(),
    },
    { pec: parsed.pec, name: parsed.name, surname: parsed.surname, password },
  );
  process.stdout.write(`Amministratore creato in ${table} (${region}): id ${id}, PEC ${parsed.pec}.\n`);
};

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof AdminCommandError ? `${error.message}\n` : `Errore: ${(error as Error).message}\n`,
  );
  process.exitCode = 1;
});
