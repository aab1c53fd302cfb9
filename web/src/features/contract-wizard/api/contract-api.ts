import { centsToEuro, totalCentsWithVat } from '@redigo/shared/money';
import { getNewContract, saveContract, settleDraftSaves, type NewContract } from '../../questionnaire';
import { apiData } from '../../../lib/api-client';

/** PUT /contract (first save) or PUT /contract/{id}, as COMPLETED; resolves with the contract's id. */
export const saveCompletedContract = async (contract: NewContract): Promise<string> => {
  // A draft save under way may be creating this very contract: wait for it, then save onto its id.
  await settleDraftSaves();
  return saveContract(contract, contract.id ?? getNewContract()?.id ?? null, 'COMPLETED');
};

/** POST /payment after Stripe sent the browser back with its checkout session id. */
export const recordPayment = (contract: NewContract & { id: string }, sessionId: string) =>
  apiData<{ id: string }>({
    method: 'POST',
    route: '/payment',
    body: {
      transactionId: sessionId,
      price: centsToEuro(totalCentsWithVat(contract.price)),
      contractId: contract.id,
    },
  });

/**
 * POST /contract/{id}/claim-update: a free update of a bought contract, paid at 0 € (no Stripe, no invoice);
 * resolves with the payment's id. 402 UPDATE_NOT_FREE when the update is not free: it is bought as any document.
 */
export const claimFreeUpdate = (contractId: string) =>
  apiData<{ paymentId: string }>({
    method: 'POST',
    route: '/contract/{id}/claim-update',
    params: { id: contractId },
  });

/** The template's payment link with the contract and the payer's address, as docs/api.md describes. */
export const checkoutUrl = (stripeUrl: string, contractId: string, pec: string | undefined): string => {
  const url = new URL(stripeUrl, window.location.origin);
  url.searchParams.set('client_reference_id', contractId);
  if (pec) url.searchParams.set('prefilled_email', pec);
  return url.toString();
};
