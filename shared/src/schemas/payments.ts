import './locale';
import { object, string, type InferType } from 'yup';
import { validationMessages as m } from '../messages/validation';

/** The shape of a Stripe Checkout Session id (`cs_test_…`, `cs_live_…`). */
export const CHECKOUT_SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_]{1,250}$/;

/**
 * POST /payment. `transactionId` is the Checkout Session id Stripe put in the return address (`session_id`):
 * any non-empty text here; one that is not a Checkout Session Stripe verifies gets 402, like any unverified
 * payment. The body's `price` is not read: the server takes the amount from Stripe and the price from the
 * contract.
 */
export const recordPaymentBodySchema = object({
  transactionId: string().trim().max(500, m.tooLong).required(m.required).label('Sessione di pagamento'),
  contractId: string().trim().max(100, m.tooLong).required(m.required).label('Documento'),
});
export type RecordPaymentBody = InferType<typeof recordPaymentBodySchema>;
