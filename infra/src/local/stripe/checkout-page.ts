import { formatEuroCents, priceBreakdownCents } from '@redigo/shared/money';
import type { PaymentLinkProduct } from './payment-links';

const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export interface CheckoutPageInput {
  product: PaymentLinkProduct;
  email: string;
  /** Where the form posts: the page's own address with its query. */
  action: string;
  cancelUrl: string;
}

/** The stand-in's checkout page, in Italian: the product, subtotal, VAT and total, the e-mail, 'Paga'. */
export const renderCheckoutPage = ({ product, email, action, cancelUrl }: CheckoutPageInput): string => {
  const { subtotal, vat, total } = priceBreakdownCents(product.price);
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pagamento – ${escapeHtml(product.name)} (Stripe locale)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f7f3ec;color:#1d2a44}
main{max-width:30rem;margin:3rem auto;background:#fff;border:1px solid #d9cdb8;border-radius:10px;padding:2rem}
.note{background:#fff4d6;border-radius:6px;padding:.6rem .8rem;font-size:.9rem}
dl{display:grid;grid-template-columns:1fr auto;gap:.4rem 1rem} dt{color:#5b6478} dd{margin:0;text-align:right}
.total{font-weight:700;font-size:1.1rem} label{display:block;margin:1.2rem 0 .3rem}
input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #b9b2a4;border-radius:6px;font:inherit}
button{margin-top:1.5rem;width:100%;padding:.8rem;border:0;border-radius:6px;background:#1d2a44;color:#fff;font:inherit;font-weight:600;cursor:pointer}
a{color:#1d2a44}
</style></head><body><main>
<p class="note">Ambiente locale: questa pagina sostituisce Stripe Checkout e non addebita nulla.</p>
<h1>${escapeHtml(product.name)}</h1>
<dl>
<dt>Prezzo (IVA esclusa)</dt><dd>${formatEuroCents(subtotal)}</dd>
<dt>IVA 22 %</dt><dd>${formatEuroCents(vat)}</dd>
<dt class="total">Totale</dt><dd class="total" data-amount-cents="${total}">${formatEuroCents(total)}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(email)}">
<label for="card">Carta</label>
<input id="card" value="4242 4242 4242 4242 (carta di prova)" readonly>
<button type="submit">Paga</button>
</form>
<p><a href="${escapeHtml(cancelUrl)}">Annulla e torna al carrello</a></p>
</main></body></html>`;
};

/** A short page for an address that names no Payment Link. */
export const renderUnknownLinkPage = (): string =>
  '<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Link di pagamento non trovato</title></head>' +
  '<body><h1>Link di pagamento non trovato</h1><p>Nessun modello usa questo link di pagamento locale.</p></body></html>';
