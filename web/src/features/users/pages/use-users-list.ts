import { useState } from 'react';
import type { User, UserStatus } from '@redigo/shared/domain/user';
import { adminMessages } from '@redigo/shared/messages/admin';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useListParams } from '../../../lib/use-list-params';
import { changeUserStatus, useUsersPage } from '../api/users-api';
import type { StatusAction } from '../components/user-status';

/**
 * The state of «Utenti»: the page of accounts, the signed-in admin (who changes no status of their own), and the
 * status changes, made at once or once confirmed.
 */
export const useUsersList = () => {
  const toast = useToast();
  const me = useSession().user?.id;
  const [params, setParams] = useListParams();
  const users = useUsersPage(params.page);
  const [confirming, setConfirming] = useState<{ user: User; action: StatusAction } | null>(null);

  const change = async (user: User, status: UserStatus) => {
    const loading = toast.loading(adminMessages.userStatusLoading);
    try {
      await changeUserStatus(user.id, status);
      toast.success(adminMessages.userStatusDone, loading);
    } catch (failure) {
      toast.error(errorMessageOf(failure), loading);
    }
    await users.mutate();
  };
  /** A status button pressed: the change at once, or its confirmation first. */
  const choose = (user: User, action: StatusAction) =>
    action.confirm ? setConfirming({ user, action }) : void change(user, action.to);
  const confirm = () => {
    if (!confirming) return;
    setConfirming(null);
    void change(confirming.user, confirming.action.to);
  };
  return { me, setParams, users, confirming, setConfirming, choose, confirm };
};
