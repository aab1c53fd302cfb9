import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import type { LoginBody } from '@redigo/shared/schemas/auth';
import { errorMessageOf } from '../../../lib/api-error';
import { returnPathOf } from '../../../lib/return-path';
import { login } from '../api/auth-api';

/** The server's exact message for an address not yet verified (docs/product-spec.md section 8). */
const EMAIL_NOT_VERIFIED_MESSAGE = 'Verifica la tua E-Mail per poter accedere.';

type LoginState =
  | { kind: 'form'; error?: string }
  | { kind: 'unverified'; pec: string }
  | { kind: 'suspended'; message: string };

/**
 * The sign-in: the form's outcome (its error, a PEC not verified yet, a suspended account) and the submit, which
 * opens the lawyer's documents (or the mailed link opened before signing in) or the staff's generated documents.
 */
export const useLogin = () => {
  const navigate = useNavigate();
  // A mailed link opened before signing in (the studio's invitation) is where the lawyer goes back to.
  const returnPath = returnPathOf(useLocation().search);
  const [outcome, setOutcome] = useState<LoginState>({ kind: 'form' });

  const submit = async (values: LoginBody) => {
    try {
      const user = await login(values);
      const home = user.role === 'user' ? (returnPath ?? paths.contracts) : paths.usersContracts;
      navigate(home, { replace: true });
    } catch (error) {
      const message = errorMessageOf(error);
      if (message === EMAIL_NOT_VERIFIED_MESSAGE) setOutcome({ kind: 'unverified', pec: values.pec });
      else if (message.includes('sospeso')) setOutcome({ kind: 'suspended', message });
      else setOutcome({ kind: 'form', error: message });
    }
  };
  const backToForm = () => setOutcome({ kind: 'form' });
  return { outcome, submit, backToForm };
};
