/** How long after a payment its success banner shows (docs/product-spec.md section 9). */
export const PAYMENT_BANNER_WINDOW_MS = 30_000;

/** Whether a payment last updated at `updatedAt` is recent enough for the success banner. */
const isRecentPayment = (updatedAt: string | undefined, now: number): boolean => {
  if (!updatedAt) return false;
  const age = now - Date.parse(updatedAt);
  return age >= -PAYMENT_BANNER_WINDOW_MS && age < PAYMENT_BANNER_WINDOW_MS;
};

/** The banner's title and text: a purchase's, or a free update's (nothing was paid: it was obtained). */
export interface PaymentBannerText {
  title: string;
  note: string;
}

const FREE_UPDATE_BANNER: PaymentBannerText = {
  title: 'Aggiornamento ottenuto',
  note: 'Il documento aggiornato è tuo, senza costi: puoi scaricarlo ora e ritrovarlo sempre nell’archivio, accanto all’originale.',
};

/**
 * What the success banner says of a document bought `paidAt` (none past its window): a free update (its payment's
 * `kind`, read before anything is said of a contract made by update), or a purchase, in `purchase`'s words.
 */
export const paymentBannerOf = (
  contract: { updates?: unknown },
  payment: { kind?: string } | undefined,
  paidAt: string | undefined,
  now: number,
  purchase: PaymentBannerText,
): PaymentBannerText | null => {
  if (!isRecentPayment(paidAt, now)) return null;
  if (!contract.updates) return purchase;
  if (!payment) return null;
  return payment.kind === 'aggiornamento' ? FREE_UPDATE_BANNER : purchase;
};
