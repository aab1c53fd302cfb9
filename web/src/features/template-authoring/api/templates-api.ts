import useSWR, { mutate } from 'swr';
import type { Answers } from '@redigo/shared/domain/question';
import type { Template, TemplateFileKind, TemplateStatus } from '@redigo/shared/domain/template';
import type { TemplateBody } from '@redigo/shared/schemas/templates';
import { apiBlob, apiData, apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { ListParams } from '../../../lib/use-list-params';
import { usePagedList } from '../../../lib/use-paged-list';

const TEMPLATES_PAGE_SIZE = 10;

/** GET /template: one page of every template, published or not. */
export const useTemplatesPage = ({ page, name, categoryId }: ListParams) => {
  const query = { page, limit: TEMPLATES_PAGE_SIZE, name, categoryId };
  return usePagedList<Template>('/template', query);
};

const refreshTemplateLists = () =>
  mutate((key) => Array.isArray(key) && key[0] === 'GET /template', undefined, { revalidate: true });

/** GET /template/{id}: the whole template, questions and document names included. */
export const fetchTemplate = (id: string) =>
  apiData<Template>({ method: 'GET', route: '/template/{id}', params: { id } });

/** PUT /template/{id}/status; publishing a template whose check fails is a 422 with `errors`. */
export const setTemplateStatus = async (id: string, status: TemplateStatus): Promise<void> => {
  await apiData<Template>({
    method: 'PUT',
    route: '/template/{id}/status',
    params: { id },
    body: { status },
  });
  await refreshTemplateLists();
};

/** DELETE /template/{id}. */
export const deleteTemplate = async (id: string): Promise<void> => {
  await apiRequest<void>({ method: 'DELETE', route: '/template/{id}', params: { id } });
  await refreshTemplateLists();
};

/** POST /template, or PUT /template/{id} for a template already saved (with the version read, if any). */
export const saveTemplate = async (
  body: TemplateBody & { version?: number },
  id: string | null,
): Promise<Template> => {
  const saved = id
    ? await apiData<Template>({ method: 'PUT', route: '/template/{id}', params: { id }, body })
    : await apiData<Template>({ method: 'POST', route: '/template', body });
  await refreshTemplateLists();
  return saved;
};

/** PUT /template/{id}/download-test: the full document filled with a test run's answers, saved as a file. */
export const downloadTestDocument = async (templateId: string, title: string, answers: Answers) => {
  const file = await apiBlob({
    method: 'PUT',
    route: '/template/{id}/download-test',
    params: { id: templateId },
    body: { answers },
  });
  saveFile(file.blob, file.fileName ?? `Prova - ${title}.docx`);
};

/** GET /template/{id}/file/{kind}: a stored master or preview, saved as a file. */
export const downloadTemplateFile = async (id: string, kind: TemplateFileKind, fallbackName: string) => {
  const file = await apiBlob({ method: 'GET', route: '/template/{id}/file/{kind}', params: { id, kind } });
  saveFile(file.blob, file.fileName ?? fallbackName);
};

/**
 * PUT /template/{id}/download-test with kind `preview`: the preview filled with a test run's answers, exactly as a
 * lawyer gets it before paying (the test run's preview step).
 */
export const useTestPreview = (id: string, answers: Answers) =>
  useSWR(['PUT /template/{id}/download-test', id, 'preview', answers], () =>
    apiBlob({
      method: 'PUT',
      route: '/template/{id}/download-test',
      params: { id },
      body: { answers, kind: 'preview' },
    }),
  );
