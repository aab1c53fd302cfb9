import type { Contract } from '@redigo/shared/domain/contract';
import { apiBlob, type DownloadedFile } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

/**
 * Saves the purchased .docx under the name the server gives it: `fetched` when the page already has it (its
 * document view fetched it), else GET /contract/download/{id}.
 */
export const downloadContract = async (
  contract: Pick<Contract, 'id' | 'name' | 'title'>,
  fetched?: DownloadedFile,
): Promise<void> => {
  const file =
    fetched ??
    (await apiBlob({ method: 'GET', route: '/contract/download/{id}', params: { id: contract.id } }));
  saveFile(file.blob, file.fileName ?? `${contract.name || contract.title}.docx`);
};
