import type { Principal } from '../../security/principal';
import type { ContractDeps } from './contract-deps';
import { downloadContract } from './contract-reads';
import { completedRecord } from './test-support/contract-fixtures';

const owner: Principal = { userId: 'u-1', role: 'user', sessionId: 's' };

const depsWith = (record = completedRecord()) =>
  ({
    contracts: { findById: async (id: string) => (id === record.id ? record : undefined) },
    documents: { get: async (key: string) => (key === record.documentKey ? Buffer.from('docx') : undefined) },
    // No caller of these tests is in a studio (security/contract-access-policy.ts reads it at every request).
    studios: { membershipOf: async () => undefined },
  }) as unknown as ContractDeps;

describe('downloadContract', () => {
  it('names the document after its name and the purchase date in Italian time', async () => {
    const record = completedRecord({
      name: 'Comodato – Società Èlite S.r.l.',
      paymentId: { id: 'p', updatedAt: '2026-11-21T23:30:00.000Z' },
      documentKey: 'documents/c-1.docx',
    });

    const file = await downloadContract(depsWith(record), owner, 'c-1');

    expect(file.fileName).toBe('Comodato – Società Èlite S.r.l. - 22-11-2026.docx');
    expect(file.buffer.toString()).toBe('docx');
  });

  it('refuses an unpaid contract with 402, and another user with 404', async () => {
    await expect(downloadContract(depsWith(), owner, 'c-1')).rejects.toMatchObject({ statusCode: 402 });
    await expect(downloadContract(depsWith(), { ...owner, userId: 'u-2' }, 'c-1')).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
