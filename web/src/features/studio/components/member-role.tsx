import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { STUDIO_ROLES, type StudioMember, type StudioRole } from '@redigo/shared/domain/studio';
import { ROLE_LABELS } from '../studio-rules';

interface MemberRoleProps {
  member: StudioMember;
  editable: boolean;
  busy: boolean;
  onChange: (role: StudioRole) => void;
}

/** A member's role: read, or for the titolare a choice applied with «Cambia» (never on a mere arrow key). */
export const MemberRole = ({ member, editable, busy, onChange }: MemberRoleProps) => {
  const [role, setRole] = useState<StudioRole>(member.role);
  const id = useId();
  if (!editable) return <>{ROLE_LABELS[member.role]}</>;
  return (
    <div className="studio-role">
      <label htmlFor={id} className="visually-hidden">
        Ruolo di {member.name} {member.surname}
      </label>
      <select
        id={id}
        className="field__input field__input--select"
        value={role}
        onChange={(event) => setRole(event.target.value as StudioRole)}
      >
        {STUDIO_ROLES.map((value) => (
          <option key={value} value={value}>
            {ROLE_LABELS[value]}
          </option>
        ))}
      </select>
      <Button
        variant="outline"
        size="sm"
        disabled={role === member.role}
        loading={busy}
        onClick={() => onChange(role)}
      >
        Cambia<span className="visually-hidden"> il ruolo di {`${member.name} ${member.surname}`}</span>
      </Button>
    </div>
  );
};
