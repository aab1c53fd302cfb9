import './locale';
import { mixed, number, object, string, type InferType } from 'yup';
import { TEMPLATE_FILE_KINDS } from '../domain/template';
import { validationMessages } from '../messages/validation';
import { hasUnsafeCharacters } from '../characters';
import {
  RELEASE_MOTIVI,
  RELEASE_NOTES_LIMITS as LIMITS,
  type ReleaseMotivo,
  type ReleaseNotes,
} from '../domain/template-versions';
import { templateVersionMessages as m } from '../messages/template-versions';

const isMotivo = (value: unknown): value is ReleaseMotivo =>
  typeof value === 'string' && (RELEASE_MOTIVI as readonly string[]).includes(value);

/** Control characters but line breaks: the nota may span lines. */
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_BREAKS = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL = /\p{Cc}/u;

const length = (text: string): number => [...text].length;

/** The problem of a motivo, if any. */
export const motivoProblem = (value: unknown): string | undefined => (isMotivo(value) ? undefined : m.motivo);

/** The problem of a nota (trimmed before it is measured), if any. */
export const notaProblem = (value: unknown): string | undefined => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return m.notaMissing;
  if (typeof value !== 'string') return m.notaNotText;
  const text = value.trim();
  if (CONTROL_BUT_BREAKS.test(text) || hasUnsafeCharacters(text)) return m.notaCharacters;
  if (length(text) < LIMITS.notaMin) return m.notaTooShort;
  if (length(text) > LIMITS.notaMax) return m.notaTooLong;
  return undefined;
};

/** The problem of a riferimento (required with `modifica_normativa`), if any. */
export const riferimentoProblem = (value: unknown, motivo: unknown): string | undefined => {
  const absent = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  if (absent) return motivo === 'modifica_normativa' ? m.riferimentoMissing : undefined;
  if (typeof value !== 'string') return m.riferimentoNotText;
  const text = value.trim();
  if (CONTROL.test(text) || hasUnsafeCharacters(text)) return m.riferimentoCharacters;
  if (length(text) > LIMITS.riferimentoMax) return m.riferimentoTooLong;
  return undefined;
};

/** The outcome of reading release notes: the notes as stored, or why not (`missing`: none were given at all). */
export type ReleaseNotesCheck =
  { ok: true; notes: ReleaseNotes } | { ok: false; missing: boolean; problems: string[] };

/**
 * Reads `release_notes` as a request sends them (docs/api.md, "Release notes"): an object with a motivo, a nota of
 * 10–1000 characters (line breaks allowed) and a riferimento of at most 300 (required with `modifica_normativa`),
 * texts trimmed, a riferimento not given stored as null; anything else listed field by field, in Italian.
 */
export const checkReleaseNotes = (value: unknown): ReleaseNotesCheck => {
  if (value === undefined || value === null) return { ok: false, missing: true, problems: [m.notesRequired] };
  if (typeof value !== 'object' || Array.isArray(value))
    return { ok: false, missing: true, problems: [m.notesRequired] };
  const { motivo, nota, riferimento } = value as Record<string, unknown>;
  const problems = [motivoProblem(motivo), notaProblem(nota), riferimentoProblem(riferimento, motivo)].filter(
    (problem): problem is string => problem !== undefined,
  );
  if (problems.length > 0 || !isMotivo(motivo) || typeof nota !== 'string')
    return { ok: false, missing: false, problems };
  const reference = typeof riferimento === 'string' && riferimento.trim() !== '' ? riferimento.trim() : null;
  return { ok: true, notes: { motivo, nota: nota.trim(), riferimento: reference } };
};

/** The staff's publish dialog (Formik): the same rules, field by field, with the same messages. */
export const releaseNotesFormSchema = object({
  motivo: mixed<ReleaseMotivo>().test('motivo', m.motivo, (value) => motivoProblem(value) === undefined),
  nota: mixed<string>().test('nota', function (value) {
    const problem = notaProblem(value);
    return problem === undefined || this.createError({ message: problem });
  }),
  riferimento: mixed<string>()
    .nullable()
    .test('riferimento', function (value) {
      const problem = riferimentoProblem(value, this.parent?.motivo);
      return problem === undefined || this.createError({ message: problem });
    }),
});

const versionField = (label: string) =>
  number()
    .typeError(validationMessages.number)
    .integer(validationMessages.number)
    .min(1, validationMessages.invalid)
    .max(1_000_000, validationMessages.invalid)
    .required(validationMessages.required)
    .label(label);

/** GET /template/{id}/compare: the two content versions and which document (the master unless told). */
export const templateCompareQuerySchema = object({
  from: versionField('Versione di partenza'),
  to: versionField('Versione di arrivo'),
  kind: string().oneOf(TEMPLATE_FILE_KINDS, m.compareKind).default('master').label('Documento'),
});
export type TemplateCompareQuery = InferType<typeof templateCompareQuerySchema>;
