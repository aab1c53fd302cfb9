import { ConflictError } from '../../errors/app-errors';
import { paidContract, payableContract } from './contract-payment';
import { completedRecord, contractRecord } from './test-support/contract-fixtures';

describe('payableContract', () => {
  it('is a completed contract with its pinned template', () => {
    const completed = completedRecord();

    expect(payableContract(completed)).toEqual(completed);
  });

  it('refuses a draft, and a completed contract without a pinned template, with 409', () => {
    const { pinned: _pinned, ...unpinned } = completedRecord();

    expect(() => payableContract(contractRecord())).toThrow(ConflictError);
    expect(() => payableContract(unpinned)).toThrow('Il documento va completato');
  });
});

describe('paidContract', () => {
  const payment = { id: 'pay-1', updatedAt: '2026-11-21T10:00:00.000Z' };

  it('is the contract paid, with its document, one version further', () => {
    expect(paidContract(completedRecord({ version: 4 }), payment, 'documents/c-1.docx')).toMatchObject({
      paymentId: payment,
      documentKey: 'documents/c-1.docx',
      version: 5,
      updatedAt: payment.updatedAt,
    });
  });

  it('refuses a draft and a contract already paid with 409', () => {
    const paid = completedRecord({ paymentId: { id: 'pay-0', updatedAt: 't' } });

    expect(() => paidContract(contractRecord(), payment, 'k')).toThrow(ConflictError);
    expect(() => paidContract(paid, payment, 'k')).toThrow('già stato acquistato');
  });
});
