/**
 * Template versions and updates (docs/api.md, "Template versions and updates (when the law changes)"): why a version
 * was published, what a lawyer reads of it, and the update a contract pinned to an older version has.
 */

/** Why a version after the first was published: the law changed, the template was wrong, or better wording. */
export const RELEASE_MOTIVI = ['modifica_normativa', 'correzione', 'miglioramento'] as const;
export type ReleaseMotivo = (typeof RELEASE_MOTIVI)[number];

/** The motivo in words, as the archive's badge and the buyers' mail say it. */
export const MOTIVO_WORDS: Readonly<Record<ReleaseMotivo, string>> = {
  modifica_normativa: 'modifica normativa',
  correzione: 'correzione',
  miglioramento: 'miglioramento',
};

/** The motivi whose version makes an update free (within FREE_UPDATE_DAYS of the purchase) and mails the buyers. */
export const FREE_UPDATE_MOTIVI: readonly ReleaseMotivo[] = ['modifica_normativa', 'correzione'];
export const FREE_UPDATE_DAYS = 365;

/** Bounds of the release notes' texts. */
export const RELEASE_NOTES_LIMITS = { notaMin: 10, notaMax: 1000, riferimentoMax: 300 } as const;

/** The release notes of a published version: `riferimento` null when not given. */
export interface ReleaseNotes {
  motivo: ReleaseMotivo;
  nota: string;
  riferimento: string | null;
}

/**
 * One version in GET /template/{id}/versions: `published_at` null for the staff's unpublished newest version,
 * `release_notes` null for the first publication; `contracts` and `paid` for staff only.
 */
export interface TemplateVersion {
  version: number;
  published_at: string | null;
  release_notes: ReleaseNotes | null;
  contracts?: number;
  paid?: number;
}

/** A published version as stored: when, and with which notes (null for the first publication). */
export interface PublishedRelease {
  version: number;
  published_at: string;
  release_notes: ReleaseNotes | null;
}

/** The notes of one version since a contract's, as its `update` lists them. */
export interface ContractUpdateNote extends ReleaseNotes {
  version: number;
  published_at: string;
}

/** A contract's `update`: the version lawyers get now, whether updating is free, the notes of every version since. */
export interface ContractUpdate {
  version: number;
  free: boolean;
  notes: ContractUpdateNote[];
}

/** `updates` of a contract made by POST /contract/{id}/update: the original it updates. */
export interface UpdatedContract {
  id: string;
  name: string;
  template_version: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the releases since a purchase make its update free: one of them carries a motivo of
 * FREE_UPDATE_MOTIVI and was published within FREE_UPDATE_DAYS of the payment.
 */
export const isFreeUpdate = (releases: readonly PublishedRelease[], paidAt: string | undefined): boolean => {
  if (paidAt === undefined) return false;
  const until = Date.parse(paidAt) + FREE_UPDATE_DAYS * DAY_MS;
  return releases.some(
    (release) =>
      release.release_notes !== null &&
      FREE_UPDATE_MOTIVI.includes(release.release_notes.motivo) &&
      Date.parse(release.published_at) <= until,
  );
};

/** The releases after `from` up to `to` (both content versions), newest first. */
export const releasesBetween = (
  releases: readonly PublishedRelease[],
  from: number,
  to: number,
): PublishedRelease[] =>
  releases
    .filter((release) => release.version > from && release.version <= to)
    .sort((a, b) => b.version - a.version);

/**
 * A contract's `update`, or undefined when it has none: its template is PUBLISHED and lawyers get a newer version
 * than the contract's `template_version`. `paidAt` is the contract's payment (absent: unpaid, never free).
 */
export const contractUpdateOf = (
  contract: { template_version: number | null; paidAt?: string },
  template: { published: boolean; published_version: number | null },
  releases: readonly PublishedRelease[],
): ContractUpdate | undefined => {
  const from = contract.template_version;
  const to = template.published_version;
  if (!template.published || from === null || to === null || to <= from) return undefined;
  const since = releasesBetween(releases, from, to);
  return {
    version: to,
    free: isFreeUpdate(since, contract.paidAt),
    notes: since.flatMap((release) =>
      release.release_notes
        ? [{ version: release.version, published_at: release.published_at, ...release.release_notes }]
        : [],
    ),
  };
};
