import { useState } from 'react';
import type { StudioMember, StudioRole } from '@redigo/shared/domain/studio';
import { useToast } from '../../../components/ui/toast';
import { ApiError, errorMessageOf } from '../../../lib/api-error';
import { changeRole, removeMember } from '../api/studio-api';
import { fullName } from '../studio-rules';

/** What a 409 on a member means here: the studio would be left with no titolare. */
const LAST_TITOLARE_ROLE =
  'Lo studio deve avere sempre un titolare: prima di cambiare il ruolo dell’unico titolare, nomina titolare un altro componente.';

/**
 * What the titolare does with the members: a role changed, a member removed once confirmed; the member being
 * changed (`busy`) and the last failure.
 */
export const useMemberActions = () => {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<StudioMember | null>(null);

  const applyRole = async (member: StudioMember, next: StudioRole) => {
    setFailure(null);
    setBusy(member.userId);
    try {
      await changeRole(member.userId, next);
      toast.success(`${fullName(member)} ora è ${next}.`);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 409 ? LAST_TITOLARE_ROLE : errorMessageOf(error),
      );
    }
    setBusy(null);
  };
  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(removing.userId);
    setFailure(null);
    try {
      await removeMember(removing.userId);
      toast.success(`${fullName(removing)} non fa più parte dello studio.`);
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
    setBusy(null);
    setRemoving(null);
  };
  return { busy, failure, removing, setRemoving, applyRole, confirmRemove };
};
