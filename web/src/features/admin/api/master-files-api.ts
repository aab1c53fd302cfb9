import type { Question } from '@redigo/shared/domain/question';
import type { TemplateCheckResult } from '@redigo/shared/domain/template';
import { apiData, apiRequest } from '../../../lib/api-client';

/** What POST /template/upload-master answers: the stored names and the template check. */
export interface UploadedMaster {
  file_name: string;
  preview_name: string;
  check: TemplateCheckResult;
}

/** POST /template/upload-master: both documents and the questions they are checked against. */
export const uploadMaster = (master: File, preview: File, questions: Question[]) => {
  const form = new FormData();
  form.append('master', master, master.name);
  form.append('preview', preview, preview.name);
  form.append('questions', JSON.stringify(questions));
  return apiData<UploadedMaster>({ method: 'POST', route: '/template/upload-master', body: form });
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
