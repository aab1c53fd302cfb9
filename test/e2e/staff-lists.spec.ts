import { expect, test, type Locator } from '@playwright/test';
import { apiRegister, apiToken, apiVerify, BAR_REGISTRATION, demo, newRegistration } from './support/api';
import { completedContract, payContract, templateNamed } from './support/contracts-api';
import { checkScreen } from './support/screens';
import { downloadDocx, signIn, toast } from './support/ui';

const NDA = 'Accordo di riservatezza (NDA)';
const LEASE = 'Contratto di locazione abitativa 4+4';
/** The seeded templates of the category «Locazioni»: other specs leave documents of both. */
const LOCAZIONI = [LEASE, 'Contratto di comodato d’uso gratuito di immobile'];

/** The texts of one column of a table's body, by the column's header. */
const columnTexts = async (table: Locator, header: string): Promise<string[]> => {
  const headers = await table.locator('thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.toLowerCase().includes(header.toLowerCase()));
  if (index === -1) throw new Error(`No column ${header}`);
  return table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts();
};

/** 'DD/MM/YYYY - HH:mm' as a sortable 'YYYYMMDDHHmm'. */
const sortable = (date: string): string =>
  date.replace(/(\d{2})\/(\d{2})\/(\d{4}) - (\d{2}):(\d{2})/, '$3$2$1$4$5');

test('the admin accepts a registration, then suspends the account', async ({ page, request }) => {
  const person = newRegistration('Laura', 'Ferri');
  await apiRegister(request, person);
  await apiVerify(request, person.pec);

  await signIn(page, demo.admin, /\/admin\/contratti-utenti$/);
  await page.getByRole('link', { name: 'Utenti' }).click();
  const row = page.getByRole('row', { name: new RegExp(person.pec.replace(/\./g, '\\.')) });
  await expect(row.getByRole('cell', { name: 'In attesa', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'No', exact: true })).toBeVisible();
  await expect(row.getByRole('button')).toHaveText(['Accetta', 'Rifiuta']);
  await expect(row).toContainText(BAR_REGISTRATION.ordine);
  await expect(row).toContainText(BAR_REGISTRATION.codice_fiscale);
  await checkScreen(page, '42-utenti-in-attesa');

  await row.getByRole('button', { name: 'Accetta', exact: true }).click();
  const accept = page.getByRole('dialog', { name: 'Accettare la registrazione?' });
  await expect(accept.getByText(BAR_REGISTRATION.ordine, { exact: true })).toBeVisible();
  await expect(accept.getByText(BAR_REGISTRATION.codice_fiscale, { exact: true })).toBeVisible();
  const albo = accept.getByRole('link', { name: "Verifica nell'albo" });
  await expect(albo).toHaveAttribute('href', 'https://www.consiglionazionaleforense.it/ricerca-avvocati');
  await expect(albo).toHaveAttribute('target', '_blank');
  await checkScreen(page, '42-utenti-conferma-accettazione');
  await accept.getByRole('button', { name: 'Accetta' }).click();
  await expect(toast(page, "Stato dell'utente aggiornato")).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Confermato', exact: true })).toBeVisible();
  await expect(row.getByRole('button')).toHaveText(['Sospendi']);

  await row.getByRole('button', { name: 'Sospendi', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Sospendere l’account?' });
  await checkScreen(page, '43-utenti-conferma-sospensione');
  await confirm.getByRole('button', { name: 'Annulla' }).click();
  await expect(row.getByRole('cell', { name: 'Confermato', exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Sospendi', exact: true }).click();
  await confirm.getByRole('button', { name: 'Sospendi' }).click();
  await expect(toast(page, "Stato dell'utente aggiornato")).toHaveCount(2);
  await expect(row.getByRole('cell', { name: 'Sospeso', exact: true })).toBeVisible();
  await expect(row.getByRole('button')).toHaveText(['Riabilita']);
  await checkScreen(page, '43-utenti-sospeso');
});

test('the generated documents sort by header and filter by category and name', async ({ page, request }) => {
  const lawyer = await apiToken(request, demo.lawyer);
  const nda = await templateNamed(request, lawyer, NDA);
  const lease = await templateNamed(request, lawyer, LEASE);
  const paid = await completedContract(request, lawyer, nda);
  await payContract(request, lawyer, nda, paid);
  await completedContract(request, lawyer, lease);

  await signIn(page, demo.admin, /\/admin\/contratti-utenti$/);
  const table = page.getByRole('table', { name: 'Documenti generati' });
  await expect(table.locator('tbody tr').first()).toContainText(LEASE);
  const generated = table.getByRole('columnheader', { name: /Data e ora di generazione/ });
  await expect(generated).toHaveAttribute('aria-sort', 'descending');
  const dates = (await columnTexts(table, 'generazione')).map(sortable);
  expect(dates).toEqual([...dates].sort().reverse());
  await expect(table.getByRole('columnheader', { name: 'Nome', exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Cognome' })).toBeVisible();
  await checkScreen(page, '44-documenti-generati');

  // The spec's «Tipologia di contratto»: the template's title, the document's own name under it; sorted by the title.
  const kind = table.getByRole('columnheader', { name: /^Tipologia di contratto/ });
  const titles = async () => (await columnTexts(table, 'tipologia')).map((text) => text.split('\n')[0] ?? '');
  await kind.getByRole('button').click();
  await expect(kind).toHaveAttribute('aria-sort', 'ascending');
  await expect(generated).toHaveAttribute('aria-sort', 'none');
  const ascending = await titles();
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'it')));
  await kind.getByRole('button').click();
  await expect(kind).toHaveAttribute('aria-sort', 'descending');
  expect(await titles()).toEqual([...ascending].reverse());

  await page.getByRole('button', { name: 'Locazioni' }).click();
  await expect(page.getByRole('button', { name: 'Locazioni' })).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(table.locator('tbody tr').first()).toContainText(LEASE);
  // The list is filtered once the new page arrives: until then it shows the previous one.
  await expect
    .poll(async () =>
      (await columnTexts(table, 'tipologia')).every((text) =>
        LOCAZIONI.some((title) => text.includes(title)),
      ),
    )
    .toBe(true);
  await checkScreen(page, '45-documenti-generati-categoria');
  await page.getByRole('button', { name: 'Tutti' }).click();
  await page.getByRole('searchbox', { name: 'Cerca per nome' }).fill('riservatezza');
  await expect(table.locator('tbody tr').first()).toContainText(NDA);
  // The list is filtered once the new page arrives: until then it shows the previous one.
  await expect
    .poll(async () => (await columnTexts(table, 'tipologia')).every((text) => text.startsWith(NDA)))
    .toBe(true);
  await page.getByRole('searchbox', { name: 'Cerca per nome' }).fill('nessun documento simile');
  await expect(table).toContainText('Non ci sono dei documenti generati');

  await page.getByRole('searchbox', { name: 'Cerca per nome' }).fill('riservatezza');
  const paidRow = table.locator('tbody tr').filter({ has: page.getByRole('button', { name: 'Download' }) });
  await downloadDocx(page, () => paidRow.first().getByRole('button', { name: 'Download' }).click());
  await paidRow.first().getByRole('button', { name: 'Apri dettaglio', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/contratti-utenti\/dettaglio-documento\?id=/);
  await expect(page.getByText('Utente', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '← Torna ai documenti generati' })).toBeVisible();
  await checkScreen(page, '46-dettaglio-admin');
});

test('the admin creates an editor who can sign in, and renames and deletes a category', async ({ page }) => {
  const editor = newRegistration('Piero', 'Redattore');
  const category = `Provvisoria ${Date.now().toString(36)}`;
  await signIn(page, demo.admin, /\/admin\/contratti-utenti$/);
  await page.getByRole('link', { name: 'Crea utente editor' }).click();
  await page.getByLabel('Nome', { exact: true }).fill(editor.name);
  await page.getByLabel('Cognome').fill(editor.surname);
  await page.getByLabel('PEC', { exact: true }).fill(editor.pec);
  await page.getByLabel('Password', { exact: true }).fill(editor.password);
  await page.getByRole('button', { name: 'Crea utente editor' }).click();
  await expect(toast(page, 'Nuovo utente editor creato con successo')).toBeVisible();
  await expect(page.getByLabel('PEC', { exact: true })).toHaveValue('');
  await checkScreen(page, '47-crea-editor');

  await page.getByRole('link', { name: 'Crea categoria' }).click();
  await page.getByLabel('Nome').fill(category);
  await page.getByRole('button', { name: 'Crea categoria' }).click();
  const categoryRow = (name: string) => page.getByRole('row', { name: new RegExp(`^${name}`) });
  await categoryRow(category).getByRole('button', { name: 'Modifica', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Modifica categoria' })).toBeVisible();
  await page.getByRole('link', { name: 'Crea categoria' }).click();
  await expect(page.getByRole('heading', { name: 'Crea categoria' })).toBeVisible();
  await expect(page.getByLabel('Nome')).toHaveValue('');
  await page.getByRole('link', { name: 'Categorie inserite' }).click();
  await categoryRow(category).getByRole('button', { name: 'Modifica', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Modifica categoria' })).toBeVisible();
  await expect(page.getByLabel('Nome')).toHaveValue(category);
  await page.getByLabel('Nome').fill(`${category} bis`);
  await page.getByRole('button', { name: 'Salva le modifiche' }).click();
  await expect(toast(page, 'Categoria modificata con successo')).toBeVisible();
  await categoryRow(`${category} bis`).getByRole('button', { name: 'Elimina', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Eliminare la categoria?' })).toBeVisible();
  await checkScreen(page, '48-elimina-categoria');
  await page.getByRole('button', { name: 'Elimina', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(`${category} bis`) })).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout' }).click();

  await signIn(page, editor, /\/admin\/master-inseriti$/);
});
