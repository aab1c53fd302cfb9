import { formatLongDate } from '@redigo/shared/dates';
import { MOTIVO_WORDS, type ReleaseMotivo, type ReleaseNotes } from '@redigo/shared/domain/template-versions';
import './release-note.css';

/** The motivo as a heading says it: «Modifica normativa», «Correzione», «Miglioramento». */
export const motivoLabel = (motivo: ReleaseMotivo): string => {
  const words = MOTIVO_WORDS[motivo];
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

interface ReleaseNoteProps {
  version: number;
  /** When the version was published; absent for one not published yet. */
  publishedAt?: string | null;
  notes: ReleaseNotes;
  /** The heading's level in the page around it. */
  heading?: 'h3' | 'h4';
  /** false under a heading that already names the version: the note's heading is then the motivo alone. */
  showVersion?: boolean;
}

/**
 * One version's release notes as a lawyer reads them (docs/api.md, "Release notes"): the version and why it came,
 * when it was published, what changed (its line breaks kept) and the provision it follows.
 */
export const ReleaseNote = ({
  version,
  publishedAt,
  notes,
  heading: Heading = 'h3',
  showVersion = true,
}: ReleaseNoteProps) => (
  <div className="release-note">
    <Heading className="release-note__title">
      {showVersion ? `Versione ${version}: ${MOTIVO_WORDS[notes.motivo]}` : motivoLabel(notes.motivo)}
    </Heading>
    {publishedAt && <p className="release-note__date">Pubblicata il {formatLongDate(publishedAt)}</p>}
    <p className="release-note__nota">{notes.nota}</p>
    {notes.riferimento && (
      <p className="release-note__reference">
        <span className="release-note__label">Riferimento:</span> {notes.riferimento}
      </p>
    )}
  </div>
);
