import type { ContractRecord } from '../../../areas/contracts';
import { versionAttributesOf, versionCounterItems } from './contract-version-keys';

const pinned = (contentVersion?: number) => ({
  templateId: 'tpl-1',
  version: 7,
  ...(contentVersion !== undefined && { content_version: contentVersion }),
  name: 'Locazione',
  categoryId: '',
  price: 10,
  stripe_url: 'https://buy.stripe.com/x',
  json_questions: [],
  file_name: 'm.docx',
  preview_name: 'p.docx',
});

const contract = (overrides: Partial<ContractRecord> = {}): ContractRecord => ({
  id: 'c-1',
  userId: 'u-1',
  name: 'Locazione Rossi',
  title: 'Locazione',
  type: 'tpl-1',
  status: 'COMPLETED',
  answers: {},
  categoryId: '',
  pinned: pinned(2),
  version: 1,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});
const PAID = { paymentId: { id: 'p-1', updatedAt: '2026-01-03T10:00:00.000Z' } };

const deltas = (items: ReturnType<typeof versionCounterItems>) =>
  items.map(({ Update }) => [
    Update?.Key?.id,
    Update?.ExpressionAttributeValues?.[':contracts'],
    Update?.ExpressionAttributeValues?.[':paid'],
  ]);

describe('the version keys of a contract', () => {
  it('list a pinned contract under its owner and template by version, and a paid one under its template', () => {
    expect(versionAttributesOf(contract())).toEqual({
      ownerTemplateKey: 'u-1#tpl-1',
      versionSort: '000002#2026-01-02T10:00:00.000Z#c-1',
    });
    expect(versionAttributesOf(contract(PAID))).toMatchObject({
      paidTemplateKey: 'tpl-1',
      paidSort: '000002#u-1#2026-01-02T10:00:00.000Z#c-1',
    });
    expect(versionAttributesOf(contract({ pinned: pinned() })).versionSort).toMatch(/^000001#/);
    expect(versionAttributesOf(contract({ pinned: undefined }))).toEqual({});
  });

  it('move the counters: in for a new contract, out for a deleted one, across versions, a payment counted once', () => {
    expect(deltas(versionCounterItems('t', undefined, contract()))).toEqual([
      ['count#versions#tpl-1#2', 1, 0],
    ]);
    expect(deltas(versionCounterItems('t', contract(PAID), undefined))).toEqual([
      ['count#versions#tpl-1#2', -1, -1],
    ]);
    expect(deltas(versionCounterItems('t', contract(), contract(PAID)))).toEqual([
      ['count#versions#tpl-1#2', 0, 1],
    ]);
    expect(deltas(versionCounterItems('t', contract({ pinned: pinned(1) }), contract()))).toEqual([
      ['count#versions#tpl-1#1', -1, 0],
      ['count#versions#tpl-1#2', 1, 0],
    ]);
    expect(versionCounterItems('t', contract(), contract({ name: 'Altro' }))).toEqual([]);
  });
});
