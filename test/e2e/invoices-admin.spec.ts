import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiCall, apiToken, demo, userIdOf } from './support/api';
import { completedContract, payContract, templateNamed } from './support/contracts-api';
import { checkScreen } from './support/screens';
import { signIn } from './support/ui';

const LEASE = 'Contratto di locazione abitativa 4+4';

test("the admin finds a purchase's invoice in «Fatture» with its imponibile and IVA, the month's totals, its XML and the month's .zip", async ({
  page,
  request,
}) => {
  const lawyerToken = await apiToken(request, demo.lawyer);
  const adminToken = await apiToken(request, demo.admin);
  const lawyerId = await userIdOf(request, adminToken, demo.lawyer.pec);
  await apiCall(request, lawyerToken, 'PUT', `/api/user/${lawyerId}/billing`, {
    kind: 'studio',
    denominazione: 'Studio Legale Avvocato',
    codice_fiscale: '12345678903',
    partita_iva: '12345678903',
    indirizzo: 'Via Larga 2',
    cap: '20122',
    comune: 'Milano',
    provincia: 'MI',
  });
  const template = await templateNamed(request, lawyerToken, LEASE);
  const contractId = await completedContract(request, lawyerToken, template);
  await payContract(request, lawyerToken, template, contractId);

  await signIn(page, demo.admin, /\/admin\/contratti-utenti$/);
  await page.getByRole('link', { name: 'Fatture' }).click();
  await expect(page.getByRole('heading', { name: 'Fatture' })).toBeVisible();
  const row = page.getByRole('row', { name: /Studio Legale Avvocato/ }).first();
  await expect(row).toContainText(/\d+\/\d{4}/);
  await expect(row).toContainText('Consegnata');
  // The lease costs 39,00 € plus 8,58 € of IVA: both columns, and the month's totals under the table.
  await expect(row).toContainText('39,00');
  await expect(row).toContainText('8,58');
  const totals = page.getByRole('region', { name: /^Totali di / });
  await expect(totals.getByText('Imponibile')).toBeVisible();
  await expect(totals.getByText('IVA 22 %')).toBeVisible();
  await checkScreen(page, 'fatture-admin');

  const [xml] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'XML' }).click(),
  ]);
  expect(xml.suggestedFilename()).toMatch(/^IT01234567897_[0-9A-Z]{5}\.xml$/);
  expect(readFileSync(await xml.path(), 'utf8')).toContain(
    '<Denominazione>Studio Legale Avvocato</Denominazione>',
  );

  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Esporta il mese (.zip)' }).click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(/^fatture-\d{4}-\d{2}\.zip$/);
  const bytes = readFileSync(await zip.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.includes(Buffer.from(xml.suggestedFilename()))).toBe(true);

  // A month with no invoice: nothing to export, and the button says so instead of giving an empty .zip.
  await page.getByRole('combobox', { name: /^Anno/ }).selectOption(String(new Date().getFullYear() - 5));
  await expect(page.getByText('Nessuna fattura in questo periodo.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Esporta il mese (.zip)' })).toBeDisabled();
  await expect(
    page.getByText('Nessuna fattura emessa in questo mese: non c’è niente da esportare.'),
  ).toBeVisible();
});
