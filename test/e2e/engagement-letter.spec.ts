import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { paragraphTexts, readPart } from '../../infra/src/seed/docx/docx-text';
import { professionistaBilling } from '../support/invoices';
import { apiCall, apiToken, demo } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { completedContract, saveBillingData, templateNamed } from './support/contracts-api';
import { saveScreen } from './support/screens';
import { downloadDocx, signIn } from './support/ui';

const LETTER = 'Conferimento di incarico professionale';

/** The text of each paragraph of a .docx's body. */
const paragraphsOf = (docx: Buffer): string[] =>
  paragraphTexts(readPart(docx, 'word/document.xml') ?? '').map((texts) => texts.join(''));

test('the engagement letter bought from the archive writes the lawyer and the firm from the account and billing data', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, demo.lawyer);
  const template = await templateNamed(request, token, LETTER);
  const contractId = await completedContract(request, token, template);
  await saveBillingData(request, demo.lawyer.pec, demo.lawyer.password);
  const billing = professionistaBilling({ name: 'Marco', surname: 'Avvocato' });

  await signIn(page, demo.lawyer, /\/user\/contratti$/);
  await page.goto(`/user/archivio/dettaglio-documento?id=${contractId}`);
  await expect(page.getByRole('heading', { name: LETTER })).toBeVisible();
  await page.getByRole('button', { name: 'Acquista' }).click();
  await expect(page).toHaveURL(/\/user\/nuovo-contratto\/carrello$/);
  await page.getByRole('button', { name: 'Acquista' }).click();
  await expect(page).toHaveURL(new RegExp(`client_reference_id=${contractId}`));
  await page.getByRole('button', { name: 'Paga' }).click();
  await expect(page).toHaveURL(/\/user\/archivio\/dettaglio-documento\?id=/, { timeout: 30_000 });
  await expect(page.getByText('Pagamento effettuato con successo')).toBeVisible();
  await expectNoAxeViolations(page, 'dettaglio del conferimento acquistato');
  await saveScreen(page, 'conferimento-acquistato');

  const download = await downloadDocx(page, () =>
    page.getByRole('button', { name: 'Scarica il documento DOCX' }).click(),
  );
  await download.saveAs('test-results/screens/conferimento-acquistato.docx');
  const text = paragraphsOf(await readFile(await download.path())).join('\n');

  const signedIn = await request.post('/api/auth/login', { data: demo.lawyer });
  const { id } = ((await signedIn.json()) as { data: { id: string } }).data;
  // The seeded lawyer registered with a codice fiscale and an Ordine: the letter writes them, not the billing ones.
  const account = await apiCall<{ codice_fiscale?: string; ordine?: string }>(
    request,
    token,
    'GET',
    `/api/user/${id}`,
  );
  expect(account.codice_fiscale).toBeTruthy();
  const firm = `Studio Legale Avv. ${billing.name} ${billing.surname}`;
  expect(text).toContain(
    `l’Avv. Marco Avvocato, codice fiscale ${account.codice_fiscale ?? ''}, con iscrizione all’albo tenuto dall’Ordine degli Avvocati di ${account.ordine ?? ''}, PEC ${demo.lawyer.pec}, con studio presso lo ${firm}`,
  );
  expect(text).toContain(
    `in ${billing.indirizzo}, ${billing.cap} ${billing.comune} (${billing.provincia}), partita IVA ${billing.partita_iva}`,
  );
  expect(text).toContain('Avv. Marco Avvocato');
  expect(text).not.toMatch(/[{}]|undefined|avvocato\.|studio\./);
});
