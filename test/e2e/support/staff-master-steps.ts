import { expect, type Page } from '@playwright/test';
import { checkScreen } from './screens';
import { RECORDING_OPTION, staffDocuments } from './staff-docx';
import { toast } from './ui';

const writeQuestion = async (page: Page, number: number, text: string, key: string, answers: string[]) => {
  await expect(page.getByRole('heading', { name: `Domanda ${number}` })).toBeVisible();
  await page.getByLabel('Testo della domanda').fill(text);
  await page.getByLabel('Chiave').fill(key);
  for (const [i, answer] of answers.entries()) {
    if (i >= 2) await page.getByRole('button', { name: 'Aggiungi risposta' }).click();
    await page.getByLabel(`Risposta ${i + 1}`, { exact: true }).fill(answer);
  }
};

/** The master form of a new template with two questions, the second multiple and asked on a condition. */
export const masterForm = async (page: Page, title: string, category: string) => {
  const files = staffDocuments();
  await page.getByRole('link', { name: 'Editor', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Nuovo master' })).toBeVisible();
  await page.getByRole('button', { name: 'Salva e vai alle domande' }).click();
  await expect(page.getByText('È necessario inserire un file .docx').first()).toBeVisible();
  await expect(page.getByLabel('Titolo')).toBeFocused();
  await checkScreen(page, '32-master-errori');

  await page.getByLabel('Titolo').fill(title);
  await page.getByLabel('Categoria').selectOption({ label: category });
  await page
    .getByLabel('Descrizione')
    .fill('Accordo tra le parti e il mediatore familiare, in presenza o da remoto.');
  await page.getByLabel('Domande (minimo)').fill('1');
  await page.getByLabel('Domande (massimo)').fill('2');
  await page.getByLabel('Minuti di compilazione (minimo)').fill('2');
  await page.getByLabel('Minuti di compilazione (massimo)').fill('5');
  await page.getByLabel('Prezzo in euro (IVA esclusa)').fill('19,90');
  await page.getByLabel('Link di pagamento Stripe').fill('https://buy.stripe.com/test_mediazione');
  await page.getByLabel('Master (.docx)').setInputFiles(files.master);
  await page.getByLabel('Anteprima (.docx)').setInputFiles(files.preview);
  await page.getByRole('button', { name: 'Salva e vai alle domande' }).click();

  await writeQuestion(page, 1, 'Come si svolgono gli incontri?', 'modalita', ['In presenza', 'Da remoto']);
  await page.getByLabel('Nota informativa (facoltativa)').fill('Da remoto: in videochiamata.');
  await checkScreen(page, '33-domanda-1');
  await page.getByRole('button', { name: 'Salva la domanda' }).click();
  // «Salva e vai alle domande» saved the master (suspended): the form now edits it.
  await expect(page.getByRole('heading', { name: 'Modifica master' })).toBeVisible();

  await page.getByRole('button', { name: 'Aggiungi domanda' }).click();
  await writeQuestion(page, 2, 'Quali strumenti fornisce il mediatore?', 'servizi', [
    'Videochiamata',
    'Registrazioni',
    'Lavagna condivisa',
  ]);
  await page.getByLabel(/Scelta multipla/).check();
  await page.getByRole('button', { name: 'Aggiungi condizione' }).click();
  const builder = page.getByRole('dialog', { name: 'Nuova condizione' });
  await builder
    .getByLabel('Domanda precedente')
    .selectOption({ label: '1. Come si svolgono gli incontri? (modalita)' });
  await builder.getByLabel('Risposta richiesta').selectOption('Da remoto');
  await builder.getByRole('button', { name: 'Aggiungi alla condizione' }).click();
  await expect(builder.getByText('modalita = Da remoto')).toBeVisible();
  await checkScreen(page, '34-costruttore-condizioni');
  await builder.getByRole('button', { name: 'Salva condizione' }).click();
  await expect(builder).toBeHidden();
  await expect(page.locator('.qform__conditions')).toContainText('modalita = Da remoto');
  await page.getByRole('button', { name: 'Salva la domanda' }).click();
};

/** The template check finds the misspelt option in both documents; the fixed question passes; the save. */
export const templateCheck = async (page: Page) => {
  await expect(page.locator('.questions__item')).toHaveCount(2);
  await expect(page.locator('.questions__item').nth(1)).toContainText('modalita = Da remoto');
  await page.getByRole('button', { name: 'Verifica i documenti' }).click();
  const check = page.locator('.check');
  await expect(check.getByText('Errori da correggere (2)')).toBeVisible();
  const mismatch = `"${RECORDING_OPTION}" non è una risposta della domanda "servizi"`;
  await expect(check.getByRole('listitem').filter({ hasText: /^Master, tag/ })).toContainText(mismatch);
  await expect(check.getByRole('listitem').filter({ hasText: /^Anteprima, tag/ })).toContainText(mismatch);
  await checkScreen(page, '35-controllo-errori');

  await page
    .locator('.questions__item')
    .nth(1)
    .getByRole('button', { name: 'Modifica', exact: true })
    .click();
  await expect(page.getByLabel('Risposta 2', { exact: true })).toHaveValue('Registrazioni');
  await page.getByLabel('Risposta 2', { exact: true }).fill(RECORDING_OPTION);
  await page.getByRole('button', { name: 'Salva la domanda' }).click();
  await expect(check).toContainText('Le domande sono cambiate dopo questo controllo');
  await page.getByRole('button', { name: 'Verifica i documenti' }).click();
  await expect(check).toContainText('Nessun problema: i documenti e le domande sono coerenti.');
  await checkScreen(page, '36-controllo-superato');

  await page.getByRole('button', { name: 'Salva e concludi' }).click();
  await expect(page).toHaveURL(/\/admin\/master-inseriti$/);
  await expect(toast(page, 'Master salvato')).toBeVisible();
};
