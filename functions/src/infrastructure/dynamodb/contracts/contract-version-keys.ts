import { isPaid, pinnedVersionOf, type ContractSummary } from '../../../areas/contracts';
import type { TransactItem } from '../transactions';

/**
 * The contracts table's version indexes (see `table-definitions.ts`), over the content version a contract is
 * pinned to (docs/api.md, "Template versions and updates"):
 * - `by-owner-version`: one lawyer's contracts of one template, sorted by version then newest: the archive's
 *   `update=true` reads, per template with a newer published version, the entries below it;
 * - `by-template-paid`: the paid contracts of one template (sparse), sorted by version then owner: the buyers'
 *   mail reads the entries below the version published.
 * Beside them, one counter per template version (`contracts`, `paid`), moved in the transaction of every write of a
 * contract, as the lists' counters are.
 */
export const VERSION_INDEXES = {
  ownerVersion: { name: 'by-owner-version', partition: 'ownerTemplateKey', sort: 'versionSort' },
  templatePaid: { name: 'by-template-paid', partition: 'paidTemplateKey', sort: 'paidSort' },
} as const;

/** A version as the sort keys start with it: zero-padded, so that the string order is the numeric one. */
export const versionKeyOf = (version: number): string => String(version).padStart(6, '0');

/** The partition of one lawyer's contracts of one template in `by-owner-version`. */
export const ownerTemplateKeyOf = (userId: string, templateId: string): string => `${userId}#${templateId}`;

/** The attributes that put a pinned contract in the version indexes (a paid one in `by-template-paid` too). */
export const versionAttributesOf = (record: ContractSummary): Record<string, string> => {
  const { pinned } = record;
  if (!pinned) return {};
  const version = versionKeyOf(pinnedVersionOf(pinned));
  const listed = `${record.createdAt}#${record.id}`;
  return {
    [VERSION_INDEXES.ownerVersion.partition]: ownerTemplateKeyOf(record.userId, pinned.templateId),
    [VERSION_INDEXES.ownerVersion.sort]: `${version}#${listed}`,
    ...(isPaid(record) && {
      [VERSION_INDEXES.templatePaid.partition]: pinned.templateId,
      [VERSION_INDEXES.templatePaid.sort]: `${version}#${record.userId}#${listed}`,
    }),
  };
};

/** The id of the counter of the contracts pinned to one version of a template. */
export const versionCounterIdOf = (templateId: string, version: number): string =>
  `count#versions#${templateId}#${version}`;

const counterOf = (record?: ContractSummary): { id: string; paid: number } | undefined =>
  record?.pinned
    ? {
        id: versionCounterIdOf(record.pinned.templateId, pinnedVersionOf(record.pinned)),
        paid: isPaid(record) ? 1 : 0,
      }
    : undefined;

/**
 * The counter updates of a contract moving from `previous` to `next` (either may be absent): out of the counter of
 * the version it leaves, into the one it enters, its payment counted where it is; nothing when nothing moves.
 */
export const versionCounterItems = (
  table: string,
  previous?: ContractSummary,
  next?: ContractSummary,
): TransactItem[] => {
  const deltas = new Map<string, { contracts: number; paid: number }>();
  const add = (counter: { id: string; paid: number } | undefined, sign: 1 | -1) => {
    if (!counter) return;
    const delta = deltas.get(counter.id) ?? { contracts: 0, paid: 0 };
    deltas.set(counter.id, { contracts: delta.contracts + sign, paid: delta.paid + sign * counter.paid });
  };
  add(counterOf(previous), -1);
  add(counterOf(next), 1);
  return [...deltas.entries()]
    .filter(([, delta]) => delta.contracts !== 0 || delta.paid !== 0)
    .map(([id, delta]) => ({
      Update: {
        TableName: table,
        Key: { id },
        UpdateExpression: 'ADD #contracts :contracts, #paid :paid',
        ExpressionAttributeNames: { '#contracts': 'contracts', '#paid': 'paid' },
        ExpressionAttributeValues: { ':contracts': delta.contracts, ':paid': delta.paid },
      },
    }));
};
