import type { Contract } from '@redigo/shared/domain/contract';
import { Badge } from '../ui/badge';
import './studio-marks.css';

/**
 * A studio contract's marks in a list or a page: who made it, when it is another member, and «Riservato» when only
 * its owner sees it.
 */
export const StudioMarks = ({
  contract,
  userId,
}: {
  contract: Pick<Contract, 'owner' | 'visibility'>;
  userId: string | undefined;
}) => {
  const { owner, visibility } = contract;
  const other = owner && owner.id !== userId;
  if (!other && visibility !== 'riservato') return null;
  return (
    <span className="studio-marks">
      {other && (
        <span className="studio-marks__owner">
          di {owner.name} {owner.surname}
        </span>
      )}
      {visibility === 'riservato' && <Badge tone="warning">Riservato</Badge>}
    </span>
  );
};
