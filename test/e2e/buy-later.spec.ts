import { expect, test } from '@playwright/test';
import { apiToken, demo } from './support/api';
import { completedContract, saveBillingData, templateNamed } from './support/contracts-api';
import { checkScreen } from './support/screens';
import { downloadDocx, signIn } from './support/ui';

const NDA = 'Accordo di riservatezza (NDA)';

test('a completed contract left unpaid is bought later from its detail, without answering again', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, demo.lawyer);
  const template = await templateNamed(request, token, NDA);
  const contractId = await completedContract(request, token, template);
  await saveBillingData(request, demo.lawyer.pec, demo.lawyer.password);

  await signIn(page, demo.lawyer, /\/user\/contratti$/);
  await page.goto(`/user/archivio/dettaglio-documento?id=${contractId}`);
  await expect(page.getByRole('heading', { name: NDA })).toBeVisible();
  await expect(page.locator('.detail__facts')).toContainText('Non acquistato');
  await expect(page.getByRole('button', { name: 'Scarica il documento DOCX' })).toHaveCount(0);
  await checkScreen(page, '80-dettaglio-non-acquistato');

  await downloadDocx(page, () => page.getByRole('button', { name: "Scarica l'anteprima" }).click());

  await page.getByRole('button', { name: 'Acquista' }).click();
  await expect(page).toHaveURL(/\/user\/nuovo-contratto\/carrello$/);
  await expect(page.getByRole('heading', { name: NDA }).first()).toBeVisible();
  await expect(page.getByText('Documento generato')).toBeVisible();
  await checkScreen(page, '81-carrello-acquisto-differito');

  await page.getByRole('button', { name: 'Acquista' }).click();
  await expect(page).toHaveURL(new RegExp(`client_reference_id=${contractId}`));
  await page.getByRole('button', { name: 'Paga' }).click();
  await expect(page).toHaveURL(/\/user\/archivio\/dettaglio-documento\?id=/);
  await expect(page.getByText('Pagamento effettuato con successo')).toBeVisible();
  await downloadDocx(page, () => page.getByRole('button', { name: 'Scarica il documento DOCX' }).click());
});

test('the abandon dialog says a saved contract stays in the archive', async ({ page, request }) => {
  const token = await apiToken(request, demo.lawyer);
  const template = await templateNamed(request, token, NDA);
  const contractId = await completedContract(request, token, template);

  await signIn(page, demo.lawyer, /\/user\/contratti$/);
  await page.goto(`/user/archivio/dettaglio-documento?id=${contractId}`);
  await page.getByRole('button', { name: 'Acquista' }).click();
  await expect(page).toHaveURL(/\/carrello$/);
  await page.getByRole('button', { name: 'Abbandona' }).click();
  const dialog = page.getByRole('dialog', { name: 'Abbandonare la compilazione?' });
  await expect(dialog).toContainText('resta nel tuo archivio come «Non acquistato»');
  await expect(dialog).not.toContainText('andranno perse');
  await dialog.getByRole('button', { name: 'Abbandona' }).click();
  await expect(page).toHaveURL(/\/user\/contratti$/);
});
