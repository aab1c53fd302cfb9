import type { ContractUpdate } from '@redigo/shared/domain/template-versions';
import { MOTIVO_WORDS } from '@redigo/shared/domain/template-versions';
import { Badge } from '../../../components/ui/badge';

/** The badge's text: why the newest version since the contract's was published («modifica normativa», …). */
const updateBadgeText = (update: ContractUpdate): string => {
  const newest = update.notes[0];
  return newest ? `Aggiornamento disponibile: ${MOTIVO_WORDS[newest.motivo]}` : 'Aggiornamento disponibile';
};

/** A contract's mark in the archive when its template has a newer version (docs/api.md, `update`). */
export const UpdateBadge = ({ update }: { update: ContractUpdate | undefined }) =>
  update ? (
    <span className="update-badge">
      <Badge tone="warning">{updateBadgeText(update)}</Badge>
    </span>
  ) : null;
