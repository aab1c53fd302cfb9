import type { Paged } from '@redigo/shared/errors';
import type { ContractListQuery } from '@redigo/shared/schemas/contracts';
import { ForbiddenError } from '../../errors/app-errors';
import type { Principal } from '../../security/principal';
import { foldName } from '@redigo/shared/text';
import { toPaged } from '@redigo/shared/paging';
import type { TemplateRecord } from '../templates';
import { contractCallerOf } from './contract-access';
import type { ContractDeps } from './contract-deps';
import { statesFor } from './contract-lists';
import { updatesOf } from './contract-updates';
import { toContractView, type ContractView } from './contract-view';

/**
 * GET /contract: a user's own contracts, or everyone's for an admin (editors: 403), newest first, filtered by
 * status, payed, categoryId, name (a substring of the name or the title, regardless of case and accents) and userActive (true: only
 * contracts whose owner's account is `confermato`; false: only those whose owner's is not) and update (true: only
 * the caller's own contracts with an update, read through the version index, never the table). Each contract with
 * an update carries it (contract-updates.ts).
 */
export const listContracts = async (
  deps: ContractDeps,
  caller: Principal,
  query: ContractListQuery,
): Promise<Paged<ContractView>> => {
  if (caller.role === 'editor') throw new ForbiddenError();
  const { page, limit } = query;
  // A member's archive: their own, the studio's or both (`scope`); outside a studio, `studio` lists nothing.
  const { membership } = await contractCallerOf(deps, caller);
  if (caller.role === 'user' && query.scope === 'studio' && !membership) return toPaged([], 0, page, limit);
  const name = query.name ? foldName(query.name) : '';
  const outdated = query.update === true ? await deps.releases.updated() : undefined;
  const { items, total } = await deps.contracts.list(
    {
      // `update=true` lists the caller's own contracts, an admin's too.
      ownerId: caller.role === 'admin' && !outdated ? undefined : caller.userId,
      ...(membership && { studio: { id: membership.studioId, scope: query.scope } }),
      states: statesFor(query.status, query.payed),
      categoryId: query.categoryId || undefined,
      name: name || undefined,
      userActive: query.userActive,
      ...(outdated && {
        outdated: outdated.map(({ id, published_version }) => ({ templateId: id, below: published_version })),
      }),
    },
    { page, limit },
  );
  const types = [...new Set(items.map((item) => item.type))];
  const [people, current] = await Promise.all([
    deps.people.namesOf(items.map((item) => item.userId)),
    Promise.all(types.map((id) => deps.templates.recent(id))),
  ]);
  const templates = new Map(
    current.filter((template): template is TemplateRecord => template !== undefined).map((t) => [t.id, t]),
  );
  const updates = await updatesOf(deps.releases, items, templates);
  return toPaged(
    items.map((item) => toContractView(item, { people, templates, updates })),
    total,
    page,
    limit,
  );
};
