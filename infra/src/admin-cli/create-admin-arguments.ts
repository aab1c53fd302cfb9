import { parseArgs } from 'node:util';
import { AdminCommandError } from './create-admin-account';
import { DEFAULT_OUTPUTS_FILE } from './stage-outputs';

/** Where the users table is: a deployed stage's outputs, or a table named outright. */
export type UsersTableTarget =
  { kind: 'stage'; stage: string; outputsFile: string } | { kind: 'table'; table: string; region: string };

export interface CreateAdminArguments {
  pec: string;
  name: string;
  surname: string;
  target: UsersTableTarget;
}

export const CREATE_ADMIN_USAGE = `Crea il primo amministratore di uno stage già distribuito.

  npm run admin:create -- --pec <pec> --name <nome> --surname <cognome> [--stage <stage>]
      legge la tabella degli utenti dagli output di "npm run deploy" (${DEFAULT_OUTPUTS_FILE};
      un altro file con --outputs <file>); stage predefinito: dev
  npm run admin:create -- --pec <pec> --name <nome> --surname <cognome> --table <tabella> --region <regione>

La password si legge da REDIGO_ADMIN_PASSWORD se è impostata, altrimenti si chiede (due volte, senza eco).`;

/** Reads the command line; `env` gives the region when --region is absent. */
export const parseCreateAdminArguments = (
  argv: string[],
  env: Record<string, string | undefined>,
): CreateAdminArguments | 'help' => {
  const text = { type: 'string' } as const;
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        pec: text,
        name: text,
        surname: text,
        stage: text,
        outputs: text,
        table: text,
        region: text,
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new AdminCommandError(`${(error as Error).message}\n\n${CREATE_ADMIN_USAGE}`);
  }
  if (values.help) return 'help';
  const missing = (['pec', 'name', 'surname'] as const).filter((key) => !values[key]);
  if (missing.length > 0)
    throw new AdminCommandError(
      `Mancano ${missing.map((key) => `--${key}`).join(', ')}.\n\n${CREATE_ADMIN_USAGE}`,
    );
  const person = { pec: values.pec ?? '', name: values.name ?? '', surname: values.surname ?? '' };
  if (values.table) {
    const region = values.region ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION;
    if (!region) throw new AdminCommandError('Con --table indica anche la regione: --region <regione>.');
    return { ...person, target: { kind: 'table', table: values.table, region } };
  }
  return {
    ...person,
    target: {
      kind: 'stage',
      stage: values.stage ?? 'dev',
      outputsFile: values.outputs ?? DEFAULT_OUTPUTS_FILE,
    },
  };
};
