import { expect, type Page } from '@playwright/test';
import type { Registration } from './api';
import { fillBillingInCart, invoiceFromArchive, openInvoice } from './billing-steps';
import { detailEntries, nda, ndaAfterEdit, ndaShortPath, PENALTY_INDEX } from './nda-path';
import { checkScreen } from './screens';
import { downloadDocx, euro, watchLeavePrompts } from './ui';

/** The questions answered on the journey: the short path up to the penalty, then the path after the edit. */
const ANSWERED = PENALTY_INDEX + ndaAfterEdit.length;

const PAYMENT_FAILED =
  "Operazione non uscita. L'acquisto non è andato a buon fine: si prega di effettuare un nuovo tentativo di pagamento.";

/** The preview: size in KB, the download, no unload prompt after it, on to the cart. */
export const preview = async (page: Page) => {
  const prompts = watchLeavePrompts(page);
  await page.getByRole('button', { name: "Vai all'anteprima" }).click();
  await expect(page).toHaveURL(/\/anteprima$/);
  await expect(page.locator('.file-card__size')).toHaveText(/^\d+,\d KB$/);
  // The NDA's cross-references are written right: no warning about updating fields.
  await expect(page.getByRole('dialog', { name: 'Riferimenti incrociati' })).toHaveCount(0);
  await checkScreen(page, '11-anteprima');
  await downloadDocx(page, () => page.getByRole('link', { name: "Scarica l'anteprima" }).click());

  await page.reload();
  await expect(page.locator('.file-card__size')).toBeVisible();
  expect(prompts.count(), 'no unload prompt once the preview was downloaded').toBe(0);
  await page.getByRole('button', { name: 'Vai al pagamento' }).click();
  await expect(page).toHaveURL(/\/carrello$/);
};

/** The cart's figures, a refused payment's banner, then 'Acquista' and the local Stripe page's 'Paga'. */
export const cart = async (page: Page, person: Registration) => {
  const vat = Math.round((nda.priceCents * 22) / 100);
  await expect(page.getByText('Documento generato')).toBeVisible();
  await expect(page.getByText(`${ANSWERED} risposte al questionario`)).toBeVisible();
  const lines = page.locator('.cart__lines');
  await expect(lines.getByText(euro(nda.priceCents), { exact: true })).toBeVisible();
  await expect(lines.getByText('IVA 22 %')).toBeVisible();
  await expect(lines.getByText(euro(vat), { exact: true })).toBeVisible();
  await expect(lines.getByText(euro(nda.priceCents + vat), { exact: true })).toBeVisible();
  await checkScreen(page, '12-carrello');

  const url = page.url();
  await page.goto(`${url}?session_id=cs_test_inesistente`);
  await expect(page.getByRole('alert')).toHaveText(PAYMENT_FAILED);
  await expect(page).toHaveURL(/\/carrello$/);
  await checkScreen(page, '13-carrello-pagamento-fallito');
  await fillBillingInCart(page);

  await page.getByRole('button', { name: 'Acquista' }).click();
  await expect(page).toHaveURL(new RegExp(`/_local/stripe/pay/${nda.paymentLink}\\?`));
  expect(page.url()).toMatch(/client_reference_id=[0-9a-f-]{36}/);
  expect(page.url()).toContain(`prefilled_email=${encodeURIComponent(person.pec)}`);
  await expect(page.getByRole('heading', { name: nda.name })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(person.pec);
  await expect(page.getByText(euro(nda.priceCents + vat)).last()).toBeVisible();
  await checkScreen(page, '14-stripe-locale');
  await page.getByRole('button', { name: 'Paga' }).click();
};

/** Back from the payment: the detail with its banner, then the archive with its search, chips and download. */
export const detailAndArchive = async (page: Page) => {
  await expect(page).toHaveURL(/\/user\/archivio\/dettaglio-documento\?id=/);
  await expect(page.getByText('Pagamento effettuato con successo')).toBeVisible();
  await expect(page.getByRole('heading', { name: nda.name })).toBeVisible();
  await expect(page.locator('.detail__facts')).toContainText(String(ANSWERED));
  await expect(page.locator('.detail__facts')).toContainText(euro(Math.round(nda.priceCents * 1.22)));
  await expect(page.getByText('Risposte date durante il questionario')).toBeVisible();
  // Each field of a party's card (its kind included) is an answer of its own there.
  const entries = detailEntries([...ndaShortPath.slice(0, PENALTY_INDEX), ...ndaAfterEdit]);
  await expect(page.locator('.detail__answer')).toHaveCount(entries);
  await checkScreen(page, '15-dettaglio-pagato');
  await downloadDocx(page, () => page.getByRole('button', { name: 'Scarica il documento DOCX' }).click());
  await openInvoice(page);

  await page.getByRole('link', { name: 'Archivio', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Archivio' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(nda.name.replace(/[()]/g, '\\$&')) });
  await expect(row).toHaveCount(1);
  await checkScreen(page, '16-archivio');
  await page.getByRole('searchbox', { name: 'Cerca per nome' }).fill('locazione');
  // A search that matches nothing says so; «Non hai acquistato alcun documento» is for a lawyer who bought nothing.
  await expect(page.getByText('Nessun documento acquistato corrisponde alla ricerca.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Cerca per nome' }).fill('riservatezza');
  await expect(row).toHaveCount(1);
  await page.getByRole('button', { name: nda.category }).click();
  await expect(row).toHaveCount(1);
  await downloadDocx(page, () => row.getByRole('button', { name: 'Download' }).click());
  await invoiceFromArchive(page, row);
  await row.getByRole('button', { name: 'Apri dettaglio', exact: true }).click();
  await expect(page.getByText('Risposte date durante il questionario')).toBeVisible();
};
