import type { Contract } from '@redigo/shared/domain/contract';
import type { ContractCopy } from '@redigo/shared/domain/contract-copy';
import { contractCopyMessages } from '@redigo/shared/messages/contract-copy';
import { deriveDraft } from './derived-draft';
import { resumeDraft } from './replay-contract';

/**
 * 'Nuovo da questo': the server copies the contract (POST /contract/{id}/copy) with the answers its template still
 * asks in the same form, and the questionnaire opens on the copy where the first answer is missing, with a banner
 * naming the answers left behind and why.
 */
export const startFromContract = async (contract: Contract): Promise<void> => {
  const { made: copy, created } = await deriveDraft<ContractCopy>(contract, '/contract/{id}/copy');
  const notice = copy.reasons.length > 0 ? contractCopyMessages.notCarried(copy.reasons) : undefined;
  await resumeDraft(created, notice);
};
