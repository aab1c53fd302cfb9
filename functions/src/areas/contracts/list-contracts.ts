import type { Paged } from '@redigo/shared/errors';
import type { ContractListQuery } from '@redigo/shared/schemas/contracts';
import { ForbiddenError } from '../../errors/app-errors';
import type { Principal } from '../../security/principal';
import { foldName } from '@redigo/shared/text';
import { toPaged } from '@redigo/shared/paging';
import type { TemplateRecord } from '../templates';
import type { ContractDeps } from './contract-deps';
import { statesFor } from './contract-lists';
import { toContractView, type ContractView } from './contract-view';

/**
 * GET /contract: a user's own contracts, or everyone's for an admin (editors: 403), newest first, filtered by
 * status, payed, categoryId, name (a substring of the name or the title, regardless of case and accents) and userActive (true: only
 * contracts whose owner's account is `confermato`; false: only those whose owner's is not).
 */
export const listContracts = async (
  deps: ContractDeps,
  caller: Principal,
  query: ContractListQuery,
): Promise<Paged<ContractView>> => {
  if (caller.role === 'editor') throw new ForbiddenError();
  const { page, limit } = query;
  const name = query.name ? foldName(query.name) : '';
  const { items, total } = await deps.contracts.list(
    {
      ownerId: caller.role === 'admin' ? undefined : caller.userId,
      states: statesFor(query.status, query.payed),
      categoryId: query.categoryId || undefined,
      name: name || undefined,
      userActive: query.userActive,
    },
    { page, limit },
  );
  const unpinnedTypes = [...new Set(items.filter((item) => !item.pinned).map((item) => item.type))];
  const [people, current] = await Promise.all([
    deps.people.namesOf(items.map((item) => item.userId)),
    Promise.all(unpinnedTypes.map((id) => deps.templates.recent(id))),
  ]);
  const templates = new Map(
    current.filter((template): template is TemplateRecord => template !== undefined).map((t) => [t.id, t]),
  );
  return toPaged(
    items.map((item) => toContractView(item, { people, templates })),
    total,
    page,
    limit,
  );
};
