import { readCommandLine } from './command-line';
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
  const values = readCommandLine(argv, {
    options: ['pec', 'name', 'surname', 'stage', 'outputs', 'table', 'region'],
    required: ['pec', 'name', 'surname'],
    usage: CREATE_ADMIN_USAGE,
  });
  if (values === 'help') return 'help';
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
