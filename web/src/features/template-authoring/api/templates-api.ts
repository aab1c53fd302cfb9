import useSWR, { mutate } from 'swr';
import type { Answers } from '@redigo/shared/domain/question';
import type { Template, TemplateFileKind, TemplateStatus } from '@redigo/shared/domain/template';
import type { ReleaseNotes } from '@redigo/shared/domain/template-versions';
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

/**
 * PUT /template/{id}/status; publishing a template whose check fails is a 422 with `errors`; publishing a version
 * after the first takes its release notes (400 RELEASE_NOTES_REQUIRED without them, or with a field wrong).
 */
export const setTemplateStatus = async (
  id: string,
  status: TemplateStatus,
  releaseNotes?: ReleaseNotes,
): Promise<void> => {
  await apiData<Template>({
    method: 'PUT',
    route: '/template/{id}/status',
    params: { id },
    body: releaseNotes ? { status, release_notes: releaseNotes } : { status },
  });
  await refreshTemplateLists();
};

/** DELETE /template/{id}. */
export const deleteTemplate = async (id: string): Promise<void> => {
  await apiRequest<void>({ method: 'DELETE', route: '/template/{id}', params: { id } });
  await refreshTemplateLists();
};

/**
 * POST /template, or PUT /template/{id} for a template already saved (with the version read, if any, and the release
 * notes of the version a save of a published template's questions or documents publishes).
 */
export const saveTemplate = async (
  body: TemplateBody & { version?: number; release_notes?: ReleaseNotes },
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
