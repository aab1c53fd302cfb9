import { invoicingEnvironment } from './invoicing-environment';

describe('invoicingEnvironment', () => {
  it('passes on the invoicing settings that are given, and nothing else', () => {
    const env = { SELLER_PARTITA_IVA: ' 01234567897 ', SDI_SENDER_PEC: '', HOME: '/root' };

    expect(invoicingEnvironment(env)).toEqual({ SELLER_PARTITA_IVA: '01234567897' });
  });
});
