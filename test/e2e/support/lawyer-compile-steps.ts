import { expect, type Page } from '@playwright/test';
import { BAR_REGISTRATION, type Registration } from './api';
import { MULTIPLE_CHOICE_INDEX, nda, ndaAfterEdit, ndaShortPath, PENALTY_INDEX } from './nda-path';
import { answerAll, expectQuestion } from './questionnaire';
import { checkScreen } from './screens';
import { watchLeavePrompts } from './ui';

/** The registration form: its errors, consents and external links, then the confirm-identity screen. */
export const register = async (page: Page, person: Registration) => {
  await page.goto('/registrazione');
  await expect(page.getByRole('heading', { name: 'Registrati' })).toBeVisible();
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByText('Campo obbligatorio.', { exact: true })).toHaveCount(6);
  await expect(page.getByText('Conferma questo campo per poter procedere.', { exact: true })).toHaveCount(3);
  for (const name of ['Termini e condizioni', 'Informativa sulla privacy']) {
    await expect(page.getByRole('link', { name }).first()).toHaveAttribute('target', '_blank');
  }
  await checkScreen(page, '01-registrazione-errori');

  await page.getByLabel('Nome', { exact: true }).fill(person.name);
  await page.getByLabel('Cognome').fill(person.surname);
  await page.getByLabel('PEC', { exact: true }).fill(person.pec);
  await page.getByLabel('Password', { exact: true }).fill('debole');
  await page.getByLabel('Ordine degli Avvocati').selectOption(BAR_REGISTRATION.ordine);
  await page.getByLabel('Codice fiscale').fill('RSSMRA85T10A562T');
  await page.getByLabel(/Ho letto e accetto/).check();
  await page.getByLabel(/Approvo specificamente gli articoli 2, 3, 8, 9 e 14/).check();
  await page.getByLabel(/Informativa sulla privacy/).check();
  await expect(page.getByLabel(/newsletter/)).not.toBeChecked();
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByText('La password non rispetta i requisiti minimi di sicurezza.')).toBeVisible();
  await expect(page.getByText('Servono 16 caratteri con il carattere di controllo corretto.')).toBeVisible();
  await page.getByLabel('Codice fiscale').fill(BAR_REGISTRATION.codice_fiscale);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await checkScreen(page, '02-registrazione-compilata');
  await page.getByRole('button', { name: 'Registrati' }).click();

  await expect(page.getByRole('heading', { name: 'Conferma la tua identità' })).toBeVisible();
  await expect(page.getByText(person.pec)).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await checkScreen(page, '03-registrazione-conferma-identita');
};

/** The NDA questionnaire on its shortest path: note, reveal, pause, unload prompt, Indietro, checkboxes. */
export const compile = async (page: Page) => {
  await expect(page.getByRole('heading', { name: nda.name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Avanzamento' }).getByRole('listitem')).toHaveText([
    /Questionario/,
    /Riepilogo/,
    /Anteprima/,
    /Carrello/,
  ]);
  await expectQuestion(page, 1, ndaShortPath[0]?.text ?? '');
  await expect(page.getByRole('button', { name: 'Indietro' })).toHaveCount(0);
  await expect(page.locator('.question__note')).toContainText('Unilaterale: una sola parte');
  await expect(page.locator('.reveal__word').nth(1)).toHaveAttribute('style', /animation-delay: 0\.025s/);
  await checkScreen(page, '06-questionario-domanda-1');

  const prompts = watchLeavePrompts(page);
  await answerAll(page, ndaShortPath.slice(0, 2));
  await expect(page.getByText('Elaborazione della risposta...')).toBeVisible();
  await expectQuestion(page, 3, ndaShortPath[2]?.text ?? '');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  await page.evaluate(() => window.location.reload());
  await expect.poll(prompts.count, { message: 'the unload prompt while compiling' }).toBe(1);
  await expect(page).toHaveURL(/\/questionario$/);

  await page.getByRole('button', { name: 'Indietro' }).click();
  await expectQuestion(page, 2, ndaShortPath[1]?.text ?? '');
  await expect(page.getByLabel(ndaShortPath[1]?.options[0] ?? '', { exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await answerAll(page, ndaShortPath.slice(2, MULTIPLE_CHOICE_INDEX), 3);

  const multiple = MULTIPLE_CHOICE_INDEX + 1;
  await expectQuestion(page, multiple, ndaShortPath[MULTIPLE_CHOICE_INDEX]?.text ?? '');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByText('Seleziona almeno una risposta.')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(5);
  await checkScreen(page, '07-questionario-scelta-multipla');
  await answerAll(page, ndaShortPath.slice(MULTIPLE_CHOICE_INDEX), multiple);

  await expect(page.getByText('Questionario completato')).toBeVisible();
  await checkScreen(page, '08-questionario-completato');
  await expect(page).toHaveURL(/\/riepilogo$/);
};

/** The summary, and the penalty answer edited: later answers truncated, then given again. */
export const summaryAndEdit = async (page: Page) => {
  const items = page.locator('.summary__item');
  await expect(items).toHaveCount(ndaShortPath.length);
  await expect(items.nth(MULTIPLE_CHOICE_INDEX)).toContainText(
    'informazioni tecniche e know-how, dati economici e finanziari',
  );
  await checkScreen(page, '09-riepilogo');

  await items.nth(PENALTY_INDEX).getByRole('button', { name: 'Modifica', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Modificare la risposta?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Annulla' })).toBeFocused();
  await checkScreen(page, '10-riepilogo-modifica-conferma');
  await dialog.getByRole('button', { name: 'Modifica' }).click();

  await expect(page).toHaveURL(/\/questionario$/);
  await expect(page.getByText(`${PENALTY_INDEX} risposte date`)).toBeVisible();
  await expect(page.getByLabel('No', { exact: true })).toBeChecked();
  await answerAll(page, ndaAfterEdit, PENALTY_INDEX + 1);
  await expect(page).toHaveURL(/\/riepilogo$/);
  await expect(items).toHaveCount(PENALTY_INDEX + ndaAfterEdit.length);
  await expect(items.nth(PENALTY_INDEX + 1)).toContainText('danno ulteriore');
};
