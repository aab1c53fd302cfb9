import type { Contract } from '@redigo/shared/domain/contract';
import type { StudioRole } from '@redigo/shared/domain/studio';

/*
 * What the signed-in lawyer may do with a contract they see, as the server decides it
 * (functions/src/security/contract-access-policy.ts; docs/api.md, "The studio"): the pages offer only that, so that
 * no button ends in a 403. Pure code.
 */

/** Who looks: their id and their role in their studio (null outside any). */
export interface ContractViewer {
  userId: string | undefined;
  role: StudioRole | null;
}

export interface ContractPermissions {
  /** Go on answering a draft and rename it: every member who sees it. */
  answer: boolean;
  /** Make and read its client link: its owner, another member if avvocato or titolare. */
  link: boolean;
  /** Buy it and download it once bought: never a collaboratore. */
  buy: boolean;
  /** What only its owner does: delete it, make it riservato or the studio's. */
  own: boolean;
}

/** Whether the viewer made the contract: a contract without an owner is the caller's own (no studio in between). */
export const ownsContract = (viewer: ContractViewer, contract: Pick<Contract, 'owner'>): boolean =>
  !contract.owner || contract.owner.id === viewer.userId;

export const contractPermissions = (
  viewer: ContractViewer,
  contract: Pick<Contract, 'owner'>,
): ContractPermissions => {
  const owner = ownsContract(viewer, contract);
  const lawyer = viewer.role !== 'collaboratore';
  return { answer: true, link: owner || lawyer, buy: lawyer, own: owner };
};
