import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { product } from '@redigo/shared/product';
import { Loader } from '../../../components/ui/feedback';
import { errorMessageOf } from '../../../lib/api-error';
import { supportMailto } from '../../../lib/support';
import { verifyEmail } from '../api/auth-api';
import { Outcome, OutcomeLink } from '../components/auth-card';

type State = { kind: 'pending' } | { kind: 'verified' } | { kind: 'failed'; message?: string };

/** One request per token even if the page mounts twice: verification tokens are single use. */
const attempts = new Map<string, Promise<unknown>>();
const verifyOnce = (token: string): Promise<unknown> => {
  const existing = attempts.get(token);
  if (existing) return existing;
  const attempt = verifyEmail(token);
  attempts.set(token, attempt);
  return attempt;
};

const ToLogin = () => <OutcomeLink>Vai al login</OutcomeLink>;

export const VerifyEmailPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(token ? { kind: 'pending' } : { kind: 'failed' });

  useEffect(() => {
    if (!token) return;
    let active = true;
    verifyOnce(token).then(
      () => active && setState({ kind: 'verified' }),
      (error: unknown) => active && setState({ kind: 'failed', message: errorMessageOf(error) }),
    );
    return () => {
      active = false;
    };
  }, [token]);

  if (state.kind === 'pending') return <Loader label="Verifica della PEC in corso..." />;
  if (state.kind === 'verified') {
    return (
      <Outcome tone="success" title="Grazie per aver confermato la tua identità!" actions={<ToLogin />}>
        <p>
          Un operatore verificherà ora la tua iscrizione all'Albo degli Avvocati: di solito servono da pochi
          minuti a qualche ora.
        </p>
        <p>Al termine riceverai un messaggio PEC con il link per accedere.</p>
      </Outcome>
    );
  }
  return (
    <Outcome tone="error" title="Verifica dell'E-mail fallita" actions={<ToLogin />}>
      <p>Il link potrebbe essere scaduto, incompleto o già utilizzato.</p>
      {state.message && state.message !== "Verifica dell'E-mail fallita" && <p>{state.message}</p>}
      <p>
        Se il problema persiste scrivi a <a href={supportMailto('Verifica PEC')}>{product.supportEmail}</a>.
      </p>
    </Outcome>
  );
};
