import { expect, type APIRequestContext } from '@playwright/test';
import type { Question } from '@redigo/shared/domain/question';
import { buildDocx } from '../../../infra/src/seed/docx/build-docx';
import { parseSource } from '../../../infra/src/seed/docx/parse-source';
import { apiCall } from './api';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const USO_QUESTION = 'Per quale uso è locato l’immobile?';
export const DEPOSITO_QUESTION = 'Quante mensilità di deposito cauzionale versa il conduttore?';

const uso: Question = {
  variable: 'uso',
  question: USO_QUESTION,
  options: ['abitativo', 'abitativo transitorio'],
  is_multiple_selection: false,
  required_answers: [],
};
const deposito: Question = {
  variable: 'deposito',
  question: DEPOSITO_QUESTION,
  options: ['una mensilità', 'due mensilità', 'tre mensilità'],
  is_multiple_selection: false,
  required_answers: [],
};

/** The two versions: the second asks and writes the deposit, which the first left out. */
const VERSIONS = {
  1: {
    questions: [uso],
    source: `
# Contratto di locazione di prova
## Oggetto
1. Il Locatore concede in locazione l’immobile a uso {uso}.
[[firme: Il Locatore | Il Conduttore]]
`,
  },
  2: {
    questions: [uso, deposito],
    source: `
# Contratto di locazione di prova
## Oggetto
1. Il Locatore concede in locazione l’immobile a uso {uso}.
## Deposito cauzionale
1. Il Conduttore versa un deposito cauzionale di {deposito} del canone, che non può superare tre mensilità.
[[firme: Il Locatore | Il Conduttore]]
`,
  },
} as const;

/** A browser test's template with a history: its name, id and payment link on the Stripe stand-in. */
export interface VersionedTemplate {
  id: string;
  name: string;
  stripe_url: string;
  categoryId: string;
}

const uploadVersion = async (request: APIRequestContext, token: string, version: 1 | 2, slug: string) => {
  const { questions, source } = VERSIONS[version];
  const upload = await request.post('/api/template/upload-master', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      master: {
        name: `${slug}-v${version}.docx`,
        mimeType: DOCX,
        buffer: buildDocx(parseSource(source, 'master')),
      },
      preview: {
        name: `${slug}-v${version}-anteprima.docx`,
        mimeType: DOCX,
        buffer: buildDocx(parseSource(source, 'preview')),
      },
      questions: JSON.stringify(questions),
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const files = ((await upload.json()) as { data: { file_name: string; preview_name: string } }).data;
  return { files, origin: new URL(upload.url()).origin };
};

const bodyOf = (template: VersionedTemplate, version: 1 | 2) => ({
  name: template.name,
  description: 'Locazione di prova con due versioni.',
  categoryId: template.categoryId,
  price: 20,
  stripe_url: template.stripe_url,
  min_time: 2,
  max_time: 5,
  min_questions: VERSIONS[version].questions.length,
  max_questions: VERSIONS[version].questions.length,
  json_questions: VERSIONS[version].questions,
});

/**
 * A template published by the editor through the API, asking one question (its first version), in a category of
 * its own (the admin's: an editor creates none) so that the seeded lists stay as the other specs expect.
 */
export const publishFirstVersion = async (
  request: APIRequestContext,
  token: string,
  adminToken: string,
): Promise<VersionedTemplate> => {
  const suffix = Math.random().toString(36).slice(2, 8);
  const category = await apiCall<{ id: string }>(
    request,
    adminToken,
    'POST',
    '/api/category',
    { name: `Prove di versioni ${suffix}` },
    201,
  );
  const { files, origin } = await uploadVersion(request, token, 1, `versioni-${suffix}`);
  const template: VersionedTemplate = {
    id: '',
    name: `Locazione con versioni ${suffix}`,
    // The local Stripe stand-in sells the link of the template whose stripe_url it is, on the app's own address.
    stripe_url: `${origin}/_local/stripe/pay/plink_versioni_${suffix}`,
    categoryId: category.id,
  };
  const created = await apiCall<{ id: string }>(
    request,
    token,
    'POST',
    '/api/template',
    { ...bodyOf(template, 1), ...files },
    201,
  );
  await apiCall(request, token, 'PUT', `/api/template/${created.id}/status`, { status: 'PUBLISHED' });
  return { ...template, id: created.id };
};

/**
 * The second version saved and not published: the template suspended, then its questions and documents changed
 * (the next content version), for the editor to publish with its release notes in the browser.
 */
export const saveSecondVersion = async (
  request: APIRequestContext,
  token: string,
  template: VersionedTemplate,
): Promise<void> => {
  await apiCall(request, token, 'PUT', `/api/template/${template.id}/status`, { status: 'SUSPENDED' });
  const { files } = await uploadVersion(request, token, 2, `versioni-${template.id.slice(0, 6)}`);
  const saved = await apiCall<{ content_version: number; published_version: number }>(
    request,
    token,
    'PUT',
    `/api/template/${template.id}`,
    { ...bodyOf(template, 2), ...files },
  );
  expect(saved).toMatchObject({ content_version: 2, published_version: 1 });
};
