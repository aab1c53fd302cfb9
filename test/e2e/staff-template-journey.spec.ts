import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import PizZip from 'pizzip';
import { demo } from './support/api';
import { checkScreen } from './support/screens';
import { RECORDING_OPTION } from './support/staff-docx';
import { masterForm, templateCheck } from './support/staff-master-steps';
import { downloadDocx, euro, signIn, signOut, toast } from './support/ui';

const suffix = Date.now().toString(36);
const category = `Mediazione ${suffix}`;
const title = `Accordo di mediazione familiare ${suffix}`;

const createCategory = async (page: Page) => {
  await signIn(page, demo.admin, /\/admin\/contratti-utenti$/);
  await page.getByRole('link', { name: 'Crea categoria' }).click();
  await expect(page.getByRole('heading', { name: 'Crea categoria' })).toBeVisible();
  await page.getByRole('button', { name: 'Crea categoria' }).click();
  await expect(page.getByText('Campo obbligatorio.')).toBeVisible();
  await page.getByLabel('Nome').fill(category);
  await checkScreen(page, '30-crea-categoria');
  await page.getByRole('button', { name: 'Crea categoria' }).click();
  await expect(toast(page, 'Nuova categoria creata con successo')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/categorie$/);
  await expect(page.getByRole('row', { name: new RegExp(category) })).toBeVisible();
  await checkScreen(page, '31-categorie');
  await signOut(page);
};

const editorIsKeptAway = async (page: Page) => {
  const sidebar = page.getByRole('navigation', { name: 'Navigazione principale' });
  await expect(sidebar.getByRole('link')).toHaveText(['Master inseriti', 'Editor', /F\.A\.Q\. e Supporto/]);
  for (const [path, home] of [
    ['/admin/utenti', /\/admin\/master-inseriti$/],
    ['/admin/crea-editor', /\/admin\/master-inseriti$/],
    ['/admin/contratti-utenti', /\/admin\/master-inseriti$/],
    ['/admin/nuova-categoria', /\/admin\/categorie$/],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveURL(home);
  }
};

const documentText = async (path: string): Promise<string> =>
  new PizZip(await readFile(path))
    .file('word/document.xml')
    ?.asText()
    .replace(/<[^>]+>/g, '') ?? '';

const testRunAndPublish = async (page: Page) => {
  await page.getByRole('searchbox', { name: 'Cerca per nome' }).fill(suffix);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Bozza');
  await expect(row).toContainText('Elena Redattrice');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}/);
  await checkScreen(page, '37-master-inseriti');

  await row.getByRole('button', { name: 'Prova', exact: true }).click();
  await expect(page.getByText('Prova del master')).toBeVisible();
  await page.getByLabel('Da remoto').check();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByText('Domanda 2', { exact: true })).toBeVisible();
  await page.getByLabel(RECORDING_OPTION).check();
  await page.getByLabel('Videochiamata').check();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.locator('.summary__item')).toHaveCount(2);
  await checkScreen(page, '38-prova-riepilogo');
  await page.getByRole('button', { name: 'Verifica tutti i percorsi' }).click();
  await expect(
    page.getByText(/^Provati \d+ percorsi \(tutti quelli possibili\): nessun problema trovato\.$/),
  ).toBeVisible();
  await checkScreen(page, '38b-prova-verifica-percorsi');
  await page.getByRole('button', { name: "Vai all'anteprima" }).click();
  await expect(page.locator('.file-card__size')).toHaveText(/^\d+,\d KB$/);
  // Every cross-reference of the master is written right: the document asks Word nothing, the page says nothing.
  await expect(page.getByRole('dialog', { name: 'Riferimenti incrociati' })).toHaveCount(0);
  await checkScreen(page, '39-prova-anteprima');
  await downloadDocx(page, () => page.getByRole('link', { name: "Scarica l'anteprima" }).click());
  const download = await downloadDocx(page, () =>
    page.getByRole('button', { name: 'Scarica il documento DOCX' }).click(),
  );
  const text = await documentText(await download.path());
  expect(text).toContain('si svolgono Da remoto');
  expect(text).toContain('Gli incontri sono registrati con il consenso');
  await expect(page).toHaveURL(/\/admin\/master-inseriti$/);

  await page.getByRole('searchbox', { name: 'Cerca per nome' }).fill(suffix);
  await row.getByRole('button', { name: 'Pubblica', exact: true }).click();
  await expect(toast(page, 'Stato del master aggiornato')).toBeVisible();
  await expect(row).toContainText('Pubblicato');
  await expect(row.getByRole('button', { name: 'Sospendi', exact: true })).toBeVisible();
  await checkScreen(page, '40-master-pubblicato');
};

const editAndLeave = async (page: Page) => {
  const row = page.getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: 'Modifica', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Modifica master' })).toBeVisible();
  await expect(page.getByLabel('Titolo')).toHaveValue(title);
  await expect(page.locator('.questions__item')).toHaveCount(2);
  await expect(page.getByText('Documento attuale: mediazione-master.docx')).toBeVisible();
  await expect(page.getByText(/Nuovo file/)).toHaveCount(0);
  await page.getByLabel('Prezzo in euro (IVA esclusa)').fill('24,90');
  await checkScreen(page, '40b-modifica-master');
  await page.getByRole('button', { name: 'Salva temporaneamente' }).click();
  await expect(toast(page, 'Master salvato: puoi continuare a modificarlo.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Modifica master' })).toBeVisible();
  await expect(page.getByLabel('Prezzo in euro (IVA esclusa)')).toHaveValue('24,90');
  await page.getByRole('button', { name: 'Salva e concludi' }).click();
  await expect(page).toHaveURL(/\/admin\/master-inseriti$/);
  await expect(toast(page, 'Master salvato').first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Cerca per nome' }).fill(suffix);
  await expect(page).toHaveURL(new RegExp(`cerca=${suffix}`));
  await row.getByRole('button', { name: 'Modifica', exact: true }).click();
  await expect(page.getByLabel('Prezzo in euro (IVA esclusa)')).toHaveValue('24,90');
  await page.getByRole('link', { name: 'Master inseriti' }).click();
  await page.getByRole('link', { name: 'Editor', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Nuovo master' })).toBeVisible();
  await expect(page.getByLabel('Titolo')).toHaveValue('');
  await signOut(page);
};

test('an editor writes a template in a new category, tests it, publishes it, and a lawyer finds it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await test.step('the admin creates a category', () => createCategory(page));
  await test.step('the editor is kept away from the admin-only pages', async () => {
    await signIn(page, demo.editor, /\/admin\/master-inseriti$/);
    await editorIsKeptAway(page);
  });
  await test.step('the editor writes the template with two questions and a condition', () =>
    masterForm(page, title, category));
  await test.step('the template check reports a mismatch, fixed, then saves', () => templateCheck(page));
  await test.step('the editor tests it with Prova and publishes it', () => testRunAndPublish(page));
  await test.step('the editor changes the price; leaving the editor forgets the draft', () =>
    editAndLeave(page));

  await test.step('a lawyer finds it in the catalogue', async () => {
    await signIn(page, demo.lawyer, /\/user\/contratti$/);
    await page.getByRole('button', { name: category }).click();
    const cards = page.locator('.template-card');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(title);
    await expect(cards).toContainText(euro(2490));
    await expect(cards).toContainText('da 2 a 5 minuti');
    await expect(cards).toContainText('da 1 a 2 domande');
    await checkScreen(page, '41-catalogo-nuovo-master');
  });
});
