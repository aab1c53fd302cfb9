import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { apiToken, demo } from './support/api';
import { completedContract, payContract, templateNamed } from './support/contracts-api';
import { checkScreen } from './support/screens';
import { signIn } from './support/ui';

const NDA = 'Accordo di riservatezza (NDA)';
/** The PDF is made after the purchase (a second or two, more when LibreOffice starts): wait for it. */
const PDF_WAIT_MS = 60_000;

/** Clicks what starts the PDF's download and checks the file: a PDF/A with its pages and text. */
const downloadPdf = async (page: Page, start: () => Promise<void>): Promise<Download> => {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: PDF_WAIT_MS }), start()]);
  expect(download.suggestedFilename()).toMatch(
    /^Accordo di riservatezza \(NDA\)( – [^/\\]+)? - \d{2}-\d{2}-\d{4}\.pdf$/,
  );
  const path = await download.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain('<pdfaid:part>2</pdfaid:part>');
  const info = execFileSync('pdfinfo', [path]).toString('utf8');
  expect(info).toMatch(/Encrypted:\s+no/);
  expect(execFileSync('pdftotext', [path, '-']).toString('utf8')).toContain('riservatezza');
  return download;
};

test('a bought contract downloads as a PDF from the archive and from its page', async ({ page, request }) => {
  const token = await apiToken(request, demo.lawyer);
  const template = await templateNamed(request, token, NDA);
  const contractId = await completedContract(request, token, template);
  await payContract(request, token, template, contractId);

  await signIn(page, demo.lawyer, /\/user\/contratti$/);
  await page.goto('/user/archivio');
  await page.getByRole('searchbox', { name: 'Cerca per nome' }).fill('riservatezza');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Scarica PDF' }) })
    .first();
  await expect(row).toBeVisible();
  await checkScreen(page, '90-archivio-pdf');
  await downloadPdf(page, () => row.getByRole('button', { name: 'Scarica PDF' }).click());

  await page.goto(`/user/archivio/dettaglio-documento?id=${contractId}`);
  const pdfButton = page.getByRole('button', { name: 'Scarica PDF' });
  await expect(pdfButton).toBeEnabled({ timeout: PDF_WAIT_MS });
  await expect(page.getByRole('button', { name: 'Scarica il documento DOCX' })).toBeVisible();
  await checkScreen(page, '91-dettaglio-pdf');
  await downloadPdf(page, () => pdfButton.click());
});

test('right after the purchase the page says the PDF is being made, then offers it without a reload', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, demo.lawyer);
  const template = await templateNamed(request, token, NDA);
  const contractId = await completedContract(request, token, template);
  await signIn(page, demo.lawyer, /\/user\/contratti$/);
  await page.goto(`/user/archivio/dettaglio-documento?id=${contractId}`);
  let reloads = 0;
  page.on('load', () => (reloads += 1));

  await payContract(request, token, template, contractId);
  await page.goto(`/user/archivio/dettaglio-documento?id=${contractId}`);
  reloads = 0;

  const states = page.getByRole('button', { name: /^(PDF in preparazione|Scarica PDF)$/ });
  await expect(states).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scarica PDF' })).toBeEnabled({ timeout: PDF_WAIT_MS });
  expect(reloads).toBe(0);
});
