/** VAT on every template's price (docs/product-spec.md section 9). */
export const VAT_PERCENT = 22;

/** Euro to integer cents, rounding half up (the price as entered may have more than two decimals). */
export const toCents = (euro: number): number => Math.round(Number((euro * 100).toFixed(6)));

/** The VAT-inclusive total in cents: round_half_up(price_cents * 122 / 100), all in integers. */
export const totalCentsWithVat = (priceEuro: number): number => {
  const priceCents = toCents(priceEuro);
  return Math.floor((priceCents * (100 + VAT_PERCENT) + 50) / 100);
};

/** Subtotal, VAT and total of a purchase, in cents. */
export const priceBreakdownCents = (priceEuro: number): { subtotal: number; vat: number; total: number } => {
  const subtotal = toCents(priceEuro);
  const total = totalCentsWithVat(priceEuro);
  return { subtotal, vat: total - subtotal, total };
};

export const centsToEuro = (cents: number): number => cents / 100;

const euroFormat = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** An amount in cents as Italians read it: "1.234,56 €". */
export const formatEuroCents = (cents: number): string => euroFormat.format(cents / 100);
