/** How long after a payment its success banner shows (docs/product-spec.md section 9). */
const PAYMENT_BANNER_WINDOW_MS = 30_000;

/** Whether a payment last updated at `updatedAt` is recent enough for the success banner. */
export const isRecentPayment = (updatedAt: string | undefined, now: number): boolean => {
  if (!updatedAt) return false;
  const age = now - Date.parse(updatedAt);
  return age >= -PAYMENT_BANNER_WINDOW_MS && age < PAYMENT_BANNER_WINDOW_MS;
};
