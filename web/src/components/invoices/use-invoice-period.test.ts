import { invoiceYears } from './use-invoice-period';

describe('the invoices lists', () => {
  it('offer the last six years', () => {
    expect(invoiceYears(new Date('2026-05-01T00:00:00Z'))).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });
});
