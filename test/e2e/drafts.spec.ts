import { expect, test } from '@playwright/test';
import { apiToken, demo } from './support/api';
import { templateNamed } from './support/contracts-api';
import { nda, ndaShortPath } from './support/nda-path';
import { answerAll, expectQuestion } from './support/questionnaire';
import { checkScreen } from './support/screens';
import { signIn } from './support/ui';

test('a questionnaire saves itself as a draft and resumes in another browser at the first open question', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const laptop = await first.newPage();
  await signIn(laptop, demo.lawyer, /\/user\/contratti$/);
  await laptop.getByRole('button', { name: nda.name }).click();
  await expect(laptop).toHaveURL(/\/questionario$/);
  await answerAll(laptop, ndaShortPath.slice(0, 2));
  await expectQuestion(laptop, 3, ndaShortPath[2]?.text ?? '');
  await expect(laptop.getByText("Bozza salvata nell'archivio")).toBeVisible();
  await first.close();

  const second = await browser.newContext();
  const phone = await second.newPage();
  await signIn(phone, demo.lawyer, /\/user\/contratti$/);
  await phone.getByRole('link', { name: 'Archivio', exact: true }).click();
  await phone.getByRole('link', { name: 'Bozze' }).click();
  await expect(phone).toHaveURL(/vista=bozze/);
  const row = phone.getByRole('row').filter({ hasText: nda.name }).filter({ hasText: '2 risposte' }).first();
  await expect(row).toBeVisible();
  await checkScreen(phone, '82-archivio-bozze');

  await row.getByRole('button', { name: 'Riprendi' }).click();
  await expect(phone).toHaveURL(/\/questionario$/);
  await expect(phone.getByText('2 risposte date')).toBeVisible();
  await expectQuestion(phone, 3, ndaShortPath[2]?.text ?? '');
  await second.close();
});

test('a draft is deleted from the archive after a confirmation; cancelling keeps it', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, demo.lawyer);
  const template = await templateNamed(request, token, nda.name);
  const name = `Bozza da eliminare ${Date.now()}`;
  const draft = await request.put('/api/contract', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, type: template.id, status: 'TO_COMPLETE', answers: {} },
  });
  expect(draft.status()).toBe(200);
  const draftId = ((await draft.json()) as { data: { id: string } }).data.id;

  await signIn(page, demo.lawyer, /\/user\/contratti$/);
  await page.goto('/user/archivio?vista=bozze&cerca=' + encodeURIComponent(name));
  const row = page.getByRole('row').filter({ hasText: '0 risposte' });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'Elimina' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminare la bozza?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'Elimina' }).click();
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Bozza eliminata')).toBeVisible();
  await expect(row).toHaveCount(0);
  const gone = await request.get(`/api/contract/${draftId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(gone.status()).toBe(404);
});
