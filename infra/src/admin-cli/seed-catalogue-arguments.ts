import { existsSync, readFileSync } from 'node:fs';
import { readCommandLine } from './command-line';
import { AdminCommandError } from './create-admin-account';
import { DEFAULT_OUTPUTS_FILE } from './stage-outputs';

export interface SeedCatalogueArguments {
  stage: string;
  outputsFile: string;
  editorPec: string;
  /** The JSON file of payment links, if given. */
  linksFile?: string;
}

export const SEED_CATALOGUE_USAGE = `Carica le categorie e i tre modelli di esempio in uno stage già distribuito.

  npm run catalogue:seed -- --stage <stage> --editor <pec> [--outputs <file>] [--links <file.json>]

  --stage    lo stage, letto dagli output di "npm run deploy" (${DEFAULT_OUTPUTS_FILE};
             un altro file con --outputs <file>)
  --editor   la PEC di un redattore o amministratore già attivo nello stage: risulterà autore dei modelli
  --links    un file JSON che associa lo slug di ogni modello al suo Payment Link di Stripe, per esempio
             { "locazione-abitativa-4-4": "https://buy.stripe.com/..." }
             Un modello con il link viene pubblicato; uno senza resta SOSPESO con un link segnaposto,
             da sostituire nella sua scheda prima di pubblicarlo.

Si può rilanciare: ciò che esiste già non viene duplicato, e un nuovo --links completa i link mancanti.`;

/** Reads the command line. */
export const parseSeedCatalogueArguments = (argv: string[]): SeedCatalogueArguments | 'help' => {
  const values = readCommandLine(argv, {
    options: ['stage', 'editor', 'outputs', 'links'],
    required: ['stage', 'editor'],
    usage: SEED_CATALOGUE_USAGE,
  });
  if (values === 'help') return 'help';
  return {
    stage: values.stage ?? '',
    editorPec: values.editor ?? '',
    outputsFile: values.outputs ?? DEFAULT_OUTPUTS_FILE,
    ...(values.links ? { linksFile: values.links } : {}),
  };
};

const isHttpsUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
};

/**
 * The payment links of a `--links` file's text: an object from a sample template's slug (one of `slugs`) to an
 * https URL. Anything else is refused, with the file's name, before the stage is touched.
 */
export const parsePaymentLinks = (
  text: string,
  fileName: string,
  slugs: readonly string[],
  isPlaceholder: (url: string) => boolean = () => false,
): Map<string, string> => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new AdminCommandError(`${fileName} non è un JSON valido: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new AdminCommandError(
      `${fileName} deve contenere un oggetto { "<slug>": "<link>" }, per esempio { "${slugs[0] ?? 'slug'}": "https://buy.stripe.com/..." }.`,
    );
  const links = new Map<string, string>();
  for (const [slug, value] of Object.entries(parsed)) {
    if (!slugs.includes(slug))
      throw new AdminCommandError(
        `${fileName}: "${slug}" non è un modello di esempio. Gli slug validi sono: ${slugs.join(', ')}.`,
      );
    const url = typeof value === 'string' ? value.trim() : '';
    if (!isHttpsUrl(url) || url.length > 2000 || isPlaceholder(url))
      throw new AdminCommandError(
        `${fileName}: il link di "${slug}" deve essere l'indirizzo https di un Payment Link di Stripe (https://buy.stripe.com/...), non ${JSON.stringify(value)}.`,
      );
    links.set(slug, url);
  }
  return links;
};

/** Reads and checks a `--links` file (see `parsePaymentLinks`). */
export const readPaymentLinks = (
  file: string,
  slugs: readonly string[],
  isPlaceholder?: (url: string) => boolean,
): Map<string, string> => {
  if (!existsSync(file)) throw new AdminCommandError(`Non trovo il file dei link ${file}.`);
  return parsePaymentLinks(readFileSync(file, 'utf8'), file, slugs, isPlaceholder);
};
