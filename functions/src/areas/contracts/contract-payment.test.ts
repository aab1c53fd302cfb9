import { ConflictError } from '../../errors/app-errors';
import { markContractPaidItems } from './contract-payment';
import { completedRecord, contractRecord } from './test-support/contract-fixtures';

describe('markContractPaidItems', () => {
  const payment = { id: 'pay-1', updatedAt: '2026-11-21T10:00:00.000Z' };

  it('puts the contract paid, on the version read and only if unpaid, and moves it to the paid lists', () => {
    const [contract, ...counters] = markContractPaidItems(
      'contracts',
      completedRecord({ version: 4 }),
      payment,
      'documents/c-1.docx',
    );

    expect(contract?.Put?.Item).toMatchObject({
      paymentId: payment,
      documentKey: 'documents/c-1.docx',
      version: 5,
      updatedAt: payment.updatedAt,
      stateKey: 'PAID',
    });
    expect(contract?.Put?.ConditionExpression).toBe(
      'version = :expected AND attribute_not_exists(paymentId)',
    );
    expect(contract?.Put?.ExpressionAttributeValues).toEqual({ ':expected': 4 });
    expect(
      counters.map((item) => [item.Update?.Key?.id, item.Update?.ExpressionAttributeValues?.[':delta']]),
    ).toEqual(
      expect.arrayContaining([
        ['count#by-owner#u-1#COMPLETED', -1],
        ['count#by-owner#u-1#PAID', 1],
        ['count#by-state#PAID', 1],
      ]),
    );
    expect(counters).toHaveLength(8);
  });

  it('refuses a draft and a contract already paid with 409', () => {
    const paid = completedRecord({ paymentId: { id: 'pay-0', updatedAt: 't' } });

    expect(() => markContractPaidItems('contracts', contractRecord(), payment, 'k')).toThrow(ConflictError);
    expect(() => markContractPaidItems('contracts', paid, payment, 'k')).toThrow('già stato acquistato');
  });
});
