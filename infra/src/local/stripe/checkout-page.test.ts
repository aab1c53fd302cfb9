import { renderCheckoutPage } from './checkout-page';

describe('renderCheckoutPage', () => {
  it('shows subtotal, VAT and total in Italian, and escapes what it is given', () => {
    const page = renderCheckoutPage({
      product: { name: 'Contratto <b>"speciale"</b>', price: 100 },
      email: 'x"><script>@pec.it',
      action: '/_local/stripe/pay/plink_x?client_reference_id=c&prefilled_email=a',
      cancelUrl: 'http://127.0.0.1:3000/user/nuovo-contratto/carrello',
    });

    expect(page).toMatch(/100,00\s€/);
    expect(page).toMatch(/22,00\s€/);
    expect(page).toMatch(/122,00\s€/);
    expect(page).toContain('data-amount-cents="12200"');
    expect(page).toContain('Contratto &lt;b&gt;&quot;speciale&quot;&lt;/b&gt;');
    expect(page).not.toContain('<script>');
    expect(page).toContain('action="/_local/stripe/pay/plink_x?client_reference_id=c&amp;prefilled_email=a"');
  });
});
