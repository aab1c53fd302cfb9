import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getHref } from '@redigo/shared/paths';
import { ApiError, errorMessageOf } from '../../../lib/api-error';
import { clearNewContract, type NewContract } from '../../questionnaire';
import { recordPayment } from '../api/contract-api';

/** The banner text when a payment is not verified (docs/product-spec.md section 8). */
const PAYMENT_FAILED_MESSAGE =
  "Operazione non uscita. L'acquisto non è andato a buon fine: si prega di effettuare un nuovo tentativo di pagamento.";

export type PaymentReturn =
  | { kind: 'idle' }
  | { kind: 'recording' }
  | { kind: 'failed'; message: string }
  | { kind: 'error'; message: string };

/**
 * Back from Stripe with `?session_id=`: records the payment, then opens the purchased document. The session
 * id leaves the address on failure, so a reload does not repeat the same attempt.
 */
export const usePaymentReturn = (contract: NewContract): PaymentReturn => {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const sessionId = search.get('session_id');
  const [state, setState] = useState<PaymentReturn>(sessionId ? { kind: 'recording' } : { kind: 'idle' });
  const started = useRef<string | null>(null);

  useEffect(() => {
    const contractId = contract.id;
    if (!sessionId || !contractId || started.current === sessionId) return;
    started.current = sessionId;
    setState({ kind: 'recording' });
    recordPayment({ ...contract, id: contractId }, sessionId).then(
      () => {
        clearNewContract();
        navigate(getHref('documentDetail', { id: contractId }), { replace: true });
      },
      (error: unknown) => {
        const paymentRefused = error instanceof ApiError && error.status === 402;
        setState(
          paymentRefused
            ? { kind: 'failed', message: PAYMENT_FAILED_MESSAGE }
            : { kind: 'error', message: errorMessageOf(error) },
        );
        setSearch({}, { replace: true });
      },
    );
  }, [contract, sessionId, navigate, setSearch]);

  return state;
};
