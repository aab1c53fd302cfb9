/** @jest-environment jsdom */
import type { Contract } from '@redigo/shared/domain/contract';
import { aCompletedContract, paymentOf } from '../../../test-support/contracts';
import { DEFAULT_DOCUMENT_SORT, sortDocuments, toggleSort } from './document-sort';

const contract = (id: string, surname: string, createdAt: string, paidAt: string | null): Contract =>
  aCompletedContract(id, {
    name: id,
    type: 't',
    title: `Contratto ${id}`,
    paymentId: paidAt ? paymentOf(id, paidAt) : null,
    userId: { id: `u-${id}`, name: 'Anna', surname },
    createdAt,
    updatedAt: createdAt,
  });

const rows = [
  contract('a', 'Rossi', '2026-03-01T10:00:00Z', null),
  contract('b', 'Bianchi', '2026-03-03T10:00:00Z', '2026-03-04T10:00:00Z'),
  contract('c', 'verdi', '2026-03-02T10:00:00Z', '2026-03-02T11:00:00Z'),
];

describe('generated documents sort', () => {
  it('starts with the generation date, newest first', () => {
    expect(sortDocuments(rows, DEFAULT_DOCUMENT_SORT).map((c) => c.id)).toEqual(['b', 'c', 'a']);
  });

  it('turns the sorted column around, and sorts another one ascending', () => {
    const reversed = toggleSort(DEFAULT_DOCUMENT_SORT, 'createdAt');
    expect(sortDocuments(rows, reversed).map((c) => c.id)).toEqual(['a', 'c', 'b']);
    const bySurname = toggleSort(reversed, 'surname');
    expect(bySurname).toEqual({ key: 'surname', direction: 'ascending' });
    expect(sortDocuments(rows, bySurname).map((c) => c.id)).toEqual(['b', 'a', 'c']);
  });

  it('keeps documents without a payment last in both directions', () => {
    expect(sortDocuments(rows, { key: 'paidAt', direction: 'ascending' }).map((c) => c.id)).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(sortDocuments(rows, { key: 'paidAt', direction: 'descending' }).map((c) => c.id)).toEqual([
      'b',
      'c',
      'a',
    ]);
  });
});
