import { formatDate } from '@redigo/shared/dates';
import type { StudioMember, StudioRole } from '@redigo/shared/domain/studio';
import { Button } from '../../../components/ui/button';
import type { TableColumn } from '../../../components/ui/table';
import type { Membership } from '../../../lib/studio-membership';
import { fullName, memberActions } from '../studio-rules';
import { MemberRole } from './member-role';

interface MemberColumnsOptions {
  membership: Membership;
  userId: string;
  /** The member being changed, if any. */
  busy: string | null;
  onRole: (member: StudioMember, next: StudioRole) => void;
  onRemove: (member: StudioMember) => void;
}

/** The members' columns: name (and PEC), role, since when; for the titolare, «Rimuovi». */
export const memberColumns = ({
  membership: { studio, role },
  userId,
  busy,
  onRole,
  onRemove,
}: MemberColumnsOptions): TableColumn<StudioMember & { id: string }>[] => {
  const viewer = { userId, role };
  const columns: TableColumn<StudioMember & { id: string }>[] = [
    {
      key: 'name',
      header: 'Nome',
      render: (m) => (
        <span className="studio-member">
          <strong>{fullName(m)}</strong>
          {m.userId === userId && <span className="muted"> (tu)</span>}
          <span className="studio-member__pec">{m.pec}</span>
        </span>
      ),
    },
    {
      key: 'role',
      header: 'Ruolo',
      render: (m) => (
        <MemberRole
          key={`${m.userId}-${m.role}`}
          member={m}
          editable={memberActions(viewer, m, studio.members).changeRole}
          busy={busy === m.userId}
          onChange={(next) => onRole(m, next)}
        />
      ),
    },
    { key: 'joined', header: 'Nello studio dal', nowrap: true, render: (m) => formatDate(m.joinedAt) },
  ];
  if (role === 'titolare') {
    columns.push({
      key: 'actions',
      header: 'Azioni',
      align: 'end',
      render: (m) =>
        memberActions(viewer, m, studio.members).remove && (
          <Button variant="transparent" size="sm" onClick={() => onRemove(m)}>
            Rimuovi<span className="visually-hidden"> {fullName(m)}</span>
          </Button>
        ),
    });
  }
  return columns;
};
