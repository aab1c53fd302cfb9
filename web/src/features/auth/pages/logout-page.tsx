import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '@redigo/shared/paths';
import { Loader } from '../../../components/ui/feedback';
import { logout } from '../api/auth-api';

/** Revokes the session, forgets every stored and cached thing, then goes to the login. */
export const LogoutPage = () => {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();

  useEffect(() => {
    let active = true;
    void logout().then(async () => {
      await mutate(() => true, undefined, { revalidate: false });
      if (active) navigate(paths.login, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [mutate, navigate]);

  return <Loader label="Uscita in corso..." />;
};
