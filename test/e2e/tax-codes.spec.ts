import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { buildDocx } from '../../infra/src/seed/docx/build-docx';
import { parseSource } from '../../infra/src/seed/docx/parse-source';
import { apiCall, apiToken, demo } from './support/api';
import { expectQuestion } from './support/questionnaire';
import { saveScreen } from './support/screens';
import { signIn } from './support/ui';

const TITLE = 'Dichiarazione di domiciliazione (codici fiscali)';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const source = `
# Dichiarazione di domiciliazione
## Parti
1. Il dichiarante, codice fiscale {cf}, domicilia presso la società con partita IVA {piva}.
[[firme: Il dichiarante]]
`;
const questions = [
  { variable: 'cf', question: 'Codice fiscale del dichiarante', type: 'codice_fiscale' },
  { variable: 'piva', question: 'Partita IVA della società', type: 'partita_iva' },
].map((question) => ({ ...question, options: [], is_multiple_selection: false, required_answers: [] }));

/** The template of this journey, created and published by the demo editor through the API (once per run). */
const publishTemplate = async (request: APIRequestContext) => {
  const token = await apiToken(request, demo.editor);
  const file = (kind: 'master' | 'preview') => ({
    name: `domiciliazione-${kind}.docx`,
    mimeType: DOCX,
    buffer: buildDocx(parseSource(source, kind)),
  });
  const uploaded = await request.post('/api/template/upload-master', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { master: file('master'), preview: file('preview'), questions: JSON.stringify(questions) },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const { file_name, preview_name } = (
    (await uploaded.json()) as { data: { file_name: string; preview_name: string } }
  ).data;
  const categories = await apiCall<{ results: { id: string }[] }>(request, token, 'GET', '/api/category');
  const created = await apiCall<{ id: string }>(
    request,
    token,
    'POST',
    '/api/template',
    {
      name: TITLE,
      description: 'Un modello con un codice fiscale e una partita IVA.',
      categoryId: categories.results[0]?.id,
      price: 10,
      stripe_url: 'https://buy.stripe.com/test_domiciliazione',
      json_questions: questions,
      file_name,
      preview_name,
    },
    201,
  );
  await apiCall(request, token, 'PUT', `/api/template/${created.id}/status`, { status: 'PUBLISHED' });
};

/** The lawyer types the codes: upper case as typed, the check character told at once, «Letto come». */
const answerCodes = async (page: Page, screens: string) => {
  await signIn(page, demo.lawyer, /\/user\/contratti$/);
  await page.getByRole('button', { name: TITLE }).click();
  await expectQuestion(page, 1, 'Codice fiscale del dichiarante');
  const field = page.locator('.typed-answer__input');
  await field.pressSequentially('rssmra85t10a562t');
  await expect(field).toHaveValue('RSSMRA85T10A562T');
  await expect(page.getByRole('alert')).toHaveText(
    'Il codice fiscale della domanda "Codice fiscale del dichiarante" non è valido: il carattere di controllo non corrisponde.',
  );
  await saveScreen(page, `${screens}-codice-fiscale-errato`);
  await field.fill('RSSMRA85T10A56NH');
  await expect(page.getByText('Letto come: RSSMRA85T10A56NH')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await saveScreen(page, `${screens}-codice-fiscale`);
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expectQuestion(page, 2, 'Partita IVA della società');
  await field.fill('011 146 010 06');
  await expect(page.getByText('Letto come: 01114601006')).toBeVisible();
  await saveScreen(page, `${screens}-partita-iva`);
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page).toHaveURL(/\/riepilogo$/, { timeout: 15_000 });
  await expect(page.locator('.summary__answer')).toHaveText(['RSSMRA85T10A56NH', '01114601006']);
};

test.describe('codice fiscale and partita IVA questions', () => {
  test.setTimeout(180_000);
  test.beforeAll(async ({ request }) => publishTemplate(request));

  test('on a desktop at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await answerCodes(page, 'codici-1280');
  });

  test('on a phone at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await answerCodes(page, 'codici-390');
  });
});
