import { isPurchasedDocumentKeyOf } from './document-keys';

/**
 * A Word redline to make in the converter (LibreOffice's document compare): `revised` with tracked changes
 * (`w:ins`/`w:del`, by `author`) from `original`, stored at `target`, once. Two kinds:
 * - `redline`: a contract made by update (docs/api.md, GET /contract/{id}/redline): both the purchased documents in
 *   the documents bucket, the redline beside the update's document;
 * - `compare`: two versions' master (or preview) of a template, for staff (GET /template/{id}/compare): both in the
 *   masters bucket, the compare under `compares/<templateId>/`.
 */
export interface ComparisonJob {
  kind: 'redline' | 'compare';
  /** The contract (redline) or the template (compare): one message group per owner of the files. */
  ownerId: string;
  original: string;
  revised: string;
  target: string;
  author: string;
}

const COMPARE_TARGET = /^compares\/([A-Za-z0-9-]{1,100})\/\d{1,9}-\d{1,9}-(master|preview)\.docx$/;
const MASTER_KEY = /^masters\/[A-Za-z0-9-]{1,100}\/[^/\p{Cc}]{1,255}$/u;
const ANY_PURCHASED = /^documents\/([A-Za-z0-9_~-][A-Za-z0-9_.~-]{0,127})\/v\d{1,9}\.docx$/;

/** Where the redline of a contract made by update is stored: beside its purchased document. */
export const redlineKeyOf = (documentKey: string): string => documentKey.replace(/\.docx$/, '.redline.docx');

/** Where the staff's compare of two versions' document of a template is stored, in the masters bucket. */
export const compareKeyOf = (
  templateId: string,
  from: number,
  to: number,
  kind: 'master' | 'preview',
): string => `compares/${templateId}/${from}-${to}-${kind}.docx`;

/** Where the converter records that it will not make a comparison (its inputs too large, or never converted). */
export const comparisonRefusalKeyOf = (target: string): string => target.replace(/\.docx$/, '.refused.json');

/**
 * A comparison job read from a queue message, or undefined when it is not one: a redline reads two purchased
 * documents and writes beside the update's, in its contract's folder; a compare reads two masters and writes under
 * its template's `compares/`. So a stray message can make the converter read and write nothing else.
 */
export const comparisonJobOf = (value: unknown): ComparisonJob | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { kind, ownerId, original, revised, target, author } = value as Record<string, unknown>;
  const texts = [ownerId, original, revised, target, author];
  if (!texts.every((text): text is string => typeof text === 'string')) return undefined;
  const [owner, from, to, into, by] = texts as [string, string, string, string, string];
  if (by.length === 0 || by.length > 100) return undefined;
  const job: ComparisonJob = {
    kind: kind as ComparisonJob['kind'],
    ownerId: owner,
    original: from,
    revised: to,
    target: into,
    author: by,
  };
  if (kind === 'redline')
    return ANY_PURCHASED.test(from) && isPurchasedDocumentKeyOf(owner, to) && into === redlineKeyOf(to)
      ? job
      : undefined;
  if (kind === 'compare')
    return MASTER_KEY.test(from) && MASTER_KEY.test(to) && COMPARE_TARGET.exec(into)?.[1] === owner
      ? job
      : undefined;
  return undefined;
};

/** The author of a redline's tracked changes: `Redigo – versione <N>`, N the version the changes lead to. */
export const redlineAuthorOf = (version: number): string => `Redigo – versione ${version}`;

/**
 * The redline job of a contract made by update, bought as `documentKey` on content version `version`, from its
 * original's purchased document `originalKey`.
 */
export const redlineJobOf = (update: {
  contractId: string;
  documentKey: string;
  originalKey: string;
  version: number;
}): ComparisonJob => ({
  kind: 'redline',
  ownerId: update.contractId,
  original: update.originalKey,
  revised: update.documentKey,
  target: redlineKeyOf(update.documentKey),
  author: redlineAuthorOf(update.version),
});

/** How long a client is asked to wait before asking again for a redline being made. */
export const REDLINE_RETRY_AFTER_SECONDS = 3;

/**
 * Whether bytes read from a bucket are a whole zip (its end of central directory in its last 64 KB), not a read
 * that caught the file while it was being written (the local s3rver answers what is on disk so far).
 */
export const isWholeZip = (bytes: Buffer): boolean =>
  bytes.length >= 22 &&
  bytes.subarray(Math.max(0, bytes.length - 65_557)).includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
