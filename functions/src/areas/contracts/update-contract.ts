import type { ContractCopy } from '@redigo/shared/domain/contract-copy';
import { templateVersionMessages as messages } from '@redigo/shared/messages/template-versions';
import { ConflictError } from '../../errors/app-errors';
import type { Principal } from '../../security/principal';
import { contractFor } from './contract-access';
import type { ContractDeps } from './contract-deps';
import { updateOf } from './contract-updates';
import { templateVersionOf } from './contract-view';
import { copyOnto } from './copy-contract';

/** What POST /contract/{id}/update answers: the new draft as a copy does, and whether its update is free. */
export type ContractUpdateDraft = ContractCopy & { free: boolean };

/**
 * POST /contract/{id}/update: a new TO_COMPLETE contract of the owner's (404 for anyone else, staff included) on the
 * template's published version, the answers carried as by a copy, naming the original in `updates`; `free` is the
 * original's `update.free`. The original (paid or not) is untouched and may be updated again, each call a new
 * draft. 409 when the template has no newer published version, is suspended or is deleted.
 */
export const updateToPublishedVersion = async (
  deps: ContractDeps,
  caller: Principal,
  id: string,
): Promise<ContractUpdateDraft> => {
  const original = await contractFor(deps, caller, id, 'answer');
  const template = await deps.templates.current(original.type);
  const update = await updateOf(deps.releases, original, template);
  if (!update || !template) throw new ConflictError(messages.noNewerVersion);
  const draft = await copyOnto(deps, caller, original, template, {
    updates: {
      id: original.id,
      name: original.name,
      template_version: templateVersionOf(original, template),
    },
  });
  return { ...draft, free: update.free };
};
