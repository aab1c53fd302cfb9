import type { Question } from '@redigo/shared/domain/question';
import type { TemplateCheckResult } from '@redigo/shared/domain/template';
import { apiData, apiRequest } from '../../../lib/api-client';
import { sendToStorage } from './presigned-upload';

/** What POST /template/upload-master answers: the stored names and the template check. */
export interface UploadedMaster {
  file_name: string;
  preview_name: string;
  check: TemplateCheckResult;
}

/**
 * Both documents straight to storage with presigned URLs (so each may be 5 MB whatever the API's own body
 * limit), then POST /template/upload-complete checks them against the questions: the same answer as
 * POST /template/upload-master.
 */
export const uploadMaster = async (master: File, preview: File, questions: Question[]) => {
  const [master_key, preview_key] = await Promise.all([
    sendToStorage('master', master),
    sendToStorage('preview', preview),
  ]);
  return apiData<UploadedMaster>({
    method: 'POST',
    route: '/template/upload-complete',
    body: { master_key, preview_key, questions },
  });
};

/**
 * POST /template/delete-master for documents uploaded and then left unused. Best effort: the server keeps any
 * file a template or a contract refers to, and a failure here changes nothing for the author.
 */
export const deleteUnusedMasterFiles = (names: readonly string[]): void => {
  for (const file_name of names) {
    apiRequest({ method: 'POST', route: '/template/delete-master', body: { file_name } }).catch(
      () => undefined,
    );
  }
};
