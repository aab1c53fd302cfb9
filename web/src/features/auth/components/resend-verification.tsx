import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-error';
import { resendVerification } from '../api/auth-api';

/** «Reinvia il link»: a fresh verification link to the PEC that just tried to sign in, and what happened. */
export const ResendVerification = ({ pec }: { pec: string }) => {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | { failed: string }>('idle');
  const send = async () => {
    setState('sending');
    try {
      await resendVerification(pec);
      setState('sent');
    } catch (error) {
      setState({ failed: errorMessageOf(error) });
    }
  };
  return (
    <>
      <Button onClick={() => void send()} loading={state === 'sending'} disabled={state === 'sent'}>
        Reinvia il link
      </Button>
      <p role="status" className="resend-status">
        {state === 'sent' && `Ti abbiamo inviato un nuovo link di verifica all'indirizzo ${pec}.`}
        {typeof state === 'object' && state.failed}
      </p>
    </>
  );
};
