import type { ReleaseMotivo, ReleaseNotes } from '@redigo/shared/domain/template-versions';
import { templateVersionMessages as m } from '@redigo/shared/messages/template-versions';
import { ApiError } from '../../../../lib/api-error';

/** The publish dialog's values as typed: no motivo chosen yet is ''. */
export interface ReleaseNotesValues {
  motivo: ReleaseMotivo | '';
  nota: string;
  riferimento: string;
}

type ReleaseNotesField = keyof ReleaseNotesValues;

export const emptyReleaseNotes = (): ReleaseNotesValues => ({ motivo: '', nota: '', riferimento: '' });

/** The notes as the API takes them (docs/api.md, "Release notes"): the texts trimmed, no riferimento as none. */
export const releaseNotesOf = (values: ReleaseNotesValues): ReleaseNotes => ({
  motivo: values.motivo as ReleaseMotivo,
  nota: values.nota.trim(),
  riferimento: values.riferimento.trim() === '' ? null : values.riferimento.trim(),
});

/** Each field's messages as the server words them (shared/messages/template-versions.ts). */
const FIELD_MESSAGES: Record<ReleaseNotesField, readonly string[]> = {
  motivo: [m.motivo],
  nota: [m.notaMissing, m.notaNotText, m.notaTooShort, m.notaTooLong, m.notaCharacters],
  riferimento: [m.riferimentoMissing, m.riferimentoNotText, m.riferimentoTooLong, m.riferimentoCharacters],
};

/** The server's refusal of the notes (400 RELEASE_NOTES_REQUIRED): each problem by its field, the rest apart. */
export interface ReleaseNotesRefusal {
  byField: Partial<Record<ReleaseNotesField, string>>;
  others: string[];
}

/** Whether a failure is the server asking for release notes, or refusing those sent. */
export const isReleaseNotesRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'RELEASE_NOTES_REQUIRED';

/** A RELEASE_NOTES_REQUIRED answer's problems, field by field; undefined for any other failure. */
export const releaseNotesRefusalOf = (error: unknown): ReleaseNotesRefusal | undefined => {
  if (!isReleaseNotesRefusal(error)) return undefined;
  const refusal: ReleaseNotesRefusal = { byField: {}, others: [] };
  for (const problem of error.errors?.length ? error.errors : [error.message]) {
    const field = (Object.keys(FIELD_MESSAGES) as ReleaseNotesField[]).find((name) =>
      FIELD_MESSAGES[name].includes(problem),
    );
    if (field && refusal.byField[field] === undefined) refusal.byField[field] = problem;
    else if (!field) refusal.others.push(problem);
  }
  return refusal;
};

/**
 * Whether publishing a template needs release notes: a version after the first, not the one published already
 * (docs/api.md). From the staff's list, which carries both versions.
 */
export const publishingNeedsNotes = (template: {
  published_version: number | null;
  content_version?: number;
}): boolean =>
  template.published_version !== null &&
  template.content_version !== undefined &&
  template.content_version !== template.published_version;
