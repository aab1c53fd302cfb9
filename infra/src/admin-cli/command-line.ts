import { parseArgs } from 'node:util';
import { AdminCommandError } from './create-admin-account';

/**
 * Reads an admin command's `--name value` options (and `--help`/`-h`): the values given, or 'help'. An unknown
 * option, or a `required` one left out, is an AdminCommandError followed by the command's `usage`.
 */
export const readCommandLine = <Name extends string>(
  argv: string[],
  { options, required, usage }: { options: readonly Name[]; required: readonly Name[]; usage: string },
): Partial<Record<Name, string>> | 'help' => {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        ...Object.fromEntries(options.map((name) => [name, { type: 'string' as const }])),
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new AdminCommandError(`${(error as Error).message}\n\n${usage}`);
  }
  if (values.help) return 'help';
  const missing = required.filter((name) => !values[name]);
  if (missing.length > 0)
    throw new AdminCommandError(`Mancano ${missing.map((name) => `--${name}`).join(', ')}.\n\n${usage}`);
  return Object.fromEntries(
    options.flatMap((name) => (typeof values[name] === 'string' ? [[name, values[name]]] : [])),
  ) as Partial<Record<Name, string>>;
};
