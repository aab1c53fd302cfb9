import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { schemaErrorsOf } from '../../support/invoices';

/**
 * The cart's «Dati di fatturazione»: 'Acquista' waits for them; a wrong CAP is refused in Italian, then the
 * data are saved and shown, and 'Acquista' goes on.
 */
export const fillBillingInCart = async (page: Page) => {
  const card = page.locator('.card', { has: page.getByRole('heading', { name: 'Dati di fatturazione' }) });
  await expect(page.getByRole('button', { name: 'Acquista' })).toBeDisabled();
  await card.getByLabel('Nome', { exact: true }).fill('Maria');
  await card.getByLabel('Cognome', { exact: true }).fill('Rossi');
  await card.getByLabel('Codice fiscale', { exact: true }).fill('RSSMRA85T10A562S');
  await card.getByLabel('Partita IVA', { exact: true }).fill('12345678903');
  await card.getByLabel('Indirizzo (via e numero civico)', { exact: true }).fill('Corso Italia 10');
  await card.getByLabel('CAP', { exact: true }).fill('2012');
  await card.getByLabel('Comune', { exact: true }).fill('Milano');
  await card.getByLabel('Provincia', { exact: true }).selectOption('MI');
  await card.getByRole('button', { name: 'Salva i dati di fatturazione' }).click();
  await expect(card.getByText('CAP non valido: servono 5 cifre.')).toBeVisible();
  await card.getByLabel('CAP', { exact: true }).fill('20122');
  await card.getByRole('button', { name: 'Salva i dati di fatturazione' }).click();
  await expect(card.getByText('Maria Rossi')).toBeVisible();
  await expect(card.getByText('Corso Italia 10, 20122 Milano (MI)')).toBeVisible();
  await expect(card.getByText(/^PEC /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Acquista' })).toBeEnabled();
};

/** The detail of the document just bought: its invoice, issued, its PDF courtesy copy and its XML. */
export const openInvoice = async (page: Page) => {
  await expect(page.getByText(/^Fattura n\. \d+\/\d{4} · Consegnata$/)).toBeVisible({ timeout: 15_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Scarica la fattura (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Fattura \d+-\d{4}\.pdf$/);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // Next to the PDF, the XML the SdI received: named as the SdI names it, valid against the official schema.
  const [xml] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Scarica XML' }).click(),
  ]);
  expect(xml.suggestedFilename()).toMatch(/^IT01234567897_[0-9A-Z]{5}\.xml$/);
  const content = readFileSync(await xml.path(), 'utf8');
  expect(schemaErrorsOf(content)).toBe('');
  expect(content).toContain('<IscrizioneREA>');
};

/** The archive row's «Fattura»: the same courtesy copy. */
export const invoiceFromArchive = async (page: Page, row: Locator) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Fattura' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Fattura \d+-\d{4}\.pdf$/);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
};
