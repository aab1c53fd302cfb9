import { waitingInvoice } from '../../../areas/invoices';
import { invoiceItem } from './invoice-items';

const waiting = waitingInvoice({
  id: 'pay-1',
  userId: 'u-1',
  contractId: 'c-1',
  title: 'Accordo di riservatezza',
  priceCents: 1000,
  totalCents: 1220,
  paidAt: '2026-12-31T23:30:00.000Z',
});

describe('the stored invoice', () => {
  it("is listed by its day in Italy (the next year's first day here) and its payment", () => {
    expect(invoiceItem(waiting)).toMatchObject({
      yearKey: '2027',
      listSort: '2027-01-01#2026-12-31T23:30:00.000Z#pay-1',
    });
    expect(invoiceItem(waiting)).not.toHaveProperty('unsentKey');
  });

  it('waits in the unsent index while issued, and leaves it once the SdI channel answered', () => {
    const issued = { ...waiting, status: 'EMESSA' as const, number: 1, year: 2027 };

    expect(invoiceItem(issued)).toMatchObject({ unsentKey: 'unsent' });
    const sent = { ...issued, status: 'CONSEGNATA' as const, unsentKey: 'unsent' };
    expect(invoiceItem(sent)).not.toHaveProperty('unsentKey');
  });
});
