import type { Contract } from '@redigo/shared/domain/contract';
import { apiBlob } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

/** GET /contract/download/{id}: saves the purchased .docx under the name the server gives it. */
export const downloadContract = async (contract: Pick<Contract, 'id' | 'title'>): Promise<void> => {
  const file = await apiBlob({
    method: 'GET',
    route: '/contract/download/{id}',
    params: { id: contract.id },
  });
  saveFile(file.blob, file.fileName ?? `${contract.title}.docx`);
};
