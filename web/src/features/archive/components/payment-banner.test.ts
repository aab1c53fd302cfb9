import { paymentBannerOf, PAYMENT_BANNER_WINDOW_MS } from './payment-banner';

const NOW = Date.parse('2026-03-20T10:00:00Z');
const JUST = new Date(NOW - 1000).toISOString();
const LONG_AGO = new Date(NOW - 2 * PAYMENT_BANNER_WINDOW_MS).toISOString();
const PURCHASE = { title: 'Pagamento effettuato con successo', note: 'Il documento è tuo.' };

describe('the banner after a payment', () => {
  it('tells a purchase just made, and nothing once its window is past', () => {
    expect(paymentBannerOf({}, undefined, JUST, NOW, PURCHASE)).toBe(PURCHASE);
    expect(paymentBannerOf({}, undefined, LONG_AGO, NOW, PURCHASE)).toBeNull();
  });

  it('tells a free update as obtained, not paid, and waits for the payment to say which it is', () => {
    const update = { updates: { id: 'c1' } };
    expect(paymentBannerOf(update, undefined, JUST, NOW, PURCHASE)).toBeNull();
    expect(paymentBannerOf(update, { kind: 'aggiornamento' }, JUST, NOW, PURCHASE)?.title).toBe(
      'Aggiornamento ottenuto',
    );
    expect(paymentBannerOf(update, {}, JUST, NOW, PURCHASE)).toBe(PURCHASE);
  });
});
