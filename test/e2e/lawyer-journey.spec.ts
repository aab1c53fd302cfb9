import { expect, test } from '@playwright/test';
import { apiChangeStatus, demo, mailedLink, newRegistration } from './support/api';
import { compile, register, summaryAndEdit } from './support/lawyer-compile-steps';
import { cart, detailAndArchive, preview } from './support/lawyer-purchase-steps';
import { nda, ndaShortPath } from './support/nda-path';
import { answer, expectQuestion } from './support/questionnaire';
import { checkScreen } from './support/screens';
import { euro, signIn, signOut, submitLogin } from './support/ui';

test('a lawyer registers, is approved, compiles, previews, pays and finds the document', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const person = newRegistration('Giulia', 'Bianchi');

  await test.step('registration with its consents', () => register(page, person));

  await test.step('the mailed link verifies the PEC', async () => {
    await page.goto(await mailedLink(request, person.pec, '/verify-email'));
    await expect(
      page.getByRole('heading', { name: 'Grazie per aver confermato la tua identità!' }),
    ).toBeVisible();
    await checkScreen(page, '04-verifica-pec');
    await submitLogin(page, person);
    await expect(page.getByRole('alert')).toContainText('in attesa di approvazione');
  });

  await test.step('approved by the admin, the lawyer signs in to the catalogue', async () => {
    await apiChangeStatus(request, person.pec, 'confermato');
    await signIn(page, person, /\/user\/contratti$/);
    await expect(page.getByRole('banner')).toContainText('Giulia Bianchi');
    await expect(page.getByRole('link', { name: 'Nuovo documento' })).toHaveAttribute('aria-current', 'page');
    const cards = page.locator('.template-card');
    await expect(cards).toHaveCount(5);
    await checkScreen(page, '05-catalogo');
    await page.getByRole('searchbox', { name: 'Cerca per nome' }).fill('riservatezza');
    await expect(cards).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Cerca per nome' }).fill('');
    await expect(cards).toHaveCount(5);
    await page.getByRole('button', { name: nda.category }).click();
    await expect(page.getByRole('button', { name: nda.category })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card).toContainText(euro(nda.priceCents));
    await expect(card).toContainText('da 10 a 20 minuti');
    await expect(card).toContainText('da 14 a 23 domande');
    await expect(card).toContainText(/\d{1,2} [a-z]+ \d{4}/);
    await card.getByRole('button', { name: nda.name }).click();
  });

  await test.step('the questionnaire to the end', () => compile(page));
  await test.step('the summary, and an answer edited', () => summaryAndEdit(page));
  await test.step('the preview', () => preview(page));
  await test.step('the cart and the payment', () => cart(page, person));
  await test.step('the detail and the archive', () => detailAndArchive(page));

  await test.step('logout', async () => {
    await signOut(page);
    await page.goto('/user/archivio');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('a lawyer may abandon a compilation, after confirming, and sees the profile', async ({ page }) => {
  await signIn(page, demo.lawyer, /\/user\/contratti$/);
  await page.getByRole('button', { name: nda.name }).click();
  await answer(page, 1, ndaShortPath[0]?.text ?? '', ['Reciproco']);
  await expectQuestion(page, 2, ndaShortPath[1]?.text ?? '');

  await page.getByRole('button', { name: 'Abbandona' }).click();
  const dialog = page.getByRole('dialog', { name: 'Abbandonare la compilazione?' });
  await expect(dialog).toBeVisible();
  await checkScreen(page, '17-abbandona');
  await dialog.getByRole('button', { name: 'Continua la compilazione' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Abbandona' })).toBeFocused();

  await page.getByRole('link', { name: 'Archivio', exact: true }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/questionario$/);

  await page.getByRole('link', { name: 'Archivio', exact: true }).click();
  await dialog.getByRole('button', { name: 'Abbandona' }).click();
  await expect(page).toHaveURL(/\/user\/archivio$/);
  await page.goto('/user/nuovo-contratto/questionario');
  await expect(page).toHaveURL(/\/user\/contratti$/);

  await page.getByRole('link', { name: 'Profilo' }).click();
  for (const title of ['Dati personali', 'Account', 'Consenso marketing']) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  // The firm's data («Dati dell’avvocato e dello studio») show a PEC too: this is the account's.
  const account = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Account', exact: true }) });
  await expect(account.getByText('avvocato@pec.local', { exact: true })).toBeVisible();
  for (const subject of ['Modifica PEC', 'Cancellazione Account']) {
    const mailto = page.locator(`a[href$="subject=${encodeURIComponent(subject)}"]`);
    await expect(mailto).toHaveAttribute('href', /^mailto:/);
  }
  const consent = page.getByLabel(/Desidero ricevere la newsletter/);
  await expect(consent).toBeDisabled();
  // The newsletter card's own buttons (the billing card has a 'Modifica' of its own once billing data exist).
  const marketing = page.locator('form', { has: consent });
  await marketing.getByRole('button', { name: 'Modifica' }).click();
  await consent.check();
  await marketing.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Modifica avvenuta con successo.')).toBeVisible();
  await expect(consent).toBeDisabled();
  await expect(consent).toBeChecked();
  await checkScreen(page, '18-profilo');
  await page.reload();
  await expect(page.getByLabel(/Desidero ricevere la newsletter/)).toBeChecked();
});
