import type { ReactNode } from 'react';
import { formatLongDate } from '@redigo/shared/dates';
import type { TemplateVersion } from '@redigo/shared/domain/template-versions';
import { ReleaseNote } from '../../../../components/release-notes/release-note';
import { Badge } from '../../../../components/ui/badge';

const countText = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

/** Where a version stands: the one lawyers get, an older one, or saved and not published. */
const StatusBadge = ({ entry, published }: { entry: TemplateVersion; published: number | null }) =>
  entry.published_at === null ? (
    <Badge tone="neutral">Non pubblicata</Badge>
  ) : entry.version === published ? (
    <Badge tone="success">In uso</Badge>
  ) : (
    <Badge tone="neutral">Precedente</Badge>
  );

/**
 * One version in a template's «Cronologia»: its state, its release notes (none for the first publication, none yet
 * for a version not published), the contracts pinned to it and how many were bought; `compare`, its downloads.
 */
export const VersionEntry = ({
  entry,
  published,
  compare,
}: {
  entry: TemplateVersion;
  published: number | null;
  compare?: ReactNode;
}) => (
  <article className="history__entry" aria-labelledby={`versione-${entry.version}`}>
    <header className="history__head">
      <h2 id={`versione-${entry.version}`} className="history__title">
        Versione {entry.version}
      </h2>
      <StatusBadge entry={entry} published={published} />
    </header>
    {entry.release_notes ? (
      <ReleaseNote
        version={entry.version}
        publishedAt={entry.published_at}
        notes={entry.release_notes}
        showVersion={false}
      />
    ) : (
      <p className="history__plain">
        {entry.published_at === null
          ? 'Salvata e non ancora pubblicata: le note di rilascio si scrivono quando la si pubblica.'
          : `Prima pubblicazione, il ${formatLongDate(entry.published_at)}.`}
      </p>
    )}
    {entry.contracts !== undefined && (
      <p className="history__counts">
        {countText(entry.contracts, 'contratto', 'contratti')} su questa versione, di cui{' '}
        {countText(entry.paid ?? 0, 'acquistato', 'acquistati')}.
      </p>
    )}
    {compare}
  </article>
);
