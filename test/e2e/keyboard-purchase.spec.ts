import { expect, test, type Page } from '@playwright/test';
import { demo } from './support/api';
import { activate, chooseOption, expectFocusTrapped, tabTo } from './support/keyboard';
import { MULTIPLE_CHOICE_INDEX, nda, ndaShortPath } from './support/nda-path';
import { expectQuestion } from './support/questionnaire';
import { saveScreen } from './support/screens';
import { downloadDocx } from './support/ui';

/** Signs the demo lawyer in with the keyboard: the fields in order, then Enter. */
const signInWithKeyboard = async (page: Page) => {
  await page.goto('/login');
  const order = await tabTo(page, page.getByRole('button', { name: 'Accedi' }));
  const names = order.join(' | ');
  expect(names.indexOf('input PEC')).toBeGreaterThanOrEqual(0);
  expect(names.indexOf('input PEC')).toBeLessThan(names.indexOf('input Password'));
  await tabTo(page, page.getByLabel('PEC', { exact: true }), { backwards: true });
  await saveScreen(page, 'kb-01-login-focus');
  await page.keyboard.type(demo.lawyer.pec);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(demo.lawyer.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/contratti$/);
};

/** The skip link comes first, shows when focused and takes focus to the content. */
const skipToContent = async (page: Page) => {
  const skip = page.getByRole('link', { name: 'Vai al contenuto' });
  await tabTo(page, skip, { max: 1 });
  const box = await skip.boundingBox();
  expect(box?.y ?? -1, 'the skip link is on screen when focused').toBeGreaterThanOrEqual(0);
  await saveScreen(page, 'kb-02-skip-link');
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
};

/** Answers the NDA's shortest path with the keyboard; the abandon dialog is opened, checked and closed first. */
const answerWithKeyboard = async (page: Page) => {
  await expectQuestion(page, 1, ndaShortPath[0]?.text ?? '');
  const abandon = page.getByRole('button', { name: 'Abbandona' });
  await expect(page.locator('#main')).toBeFocused();
  await activate(page, abandon);
  const dialog = page.getByRole('dialog', { name: 'Abbandonare la compilazione?' });
  await expect(dialog.getByRole('button', { name: 'Continua la compilazione' })).toBeFocused();
  await saveScreen(page, 'kb-03-abbandona-dialogo');
  await expectFocusTrapped(page, dialog, abandon);

  for (const [i, step] of ndaShortPath.entries()) {
    await expectQuestion(page, i + 1, step.text);
    for (const option of step.options) await chooseOption(page, option);
    if (step.typed !== undefined) {
      await tabTo(page, page.locator('.typed-answer__input'));
      await page.keyboard.type(step.typed);
    }
    // A party group: one card, «Persona fisica» chosen with the keyboard, then each field reached with Tab.
    for (const [n, fields] of (step.group?.cards ?? []).entries()) {
      const card = page.getByRole('group', { name: `${step.group?.itemLabel} ${n + 1}`, exact: true });
      await chooseOption(page, 'Persona fisica');
      for (const [label, value] of Object.entries(fields)) {
        await tabTo(page, card.getByLabel(label, { exact: true }));
        await page.keyboard.type(value);
      }
    }
    if (i === MULTIPLE_CHOICE_INDEX) await saveScreen(page, 'kb-04-questionario-scelta-multipla');
    await activate(page, page.getByRole('button', { name: 'Avanti' }));
  }
  await expect(page).toHaveURL(/\/riepilogo$/, { timeout: 15_000 });
};

/** The cart's billing data, typed, when the account has none yet. */
/** Fills the billing form when the account has no billing data yet; says whether it did. */
const billingWithKeyboard = async (page: Page): Promise<boolean> => {
  const save = page.getByRole('button', { name: 'Salva i dati di fatturazione' });
  // The cart reads the billing data first: decide once it has (an earlier test may have saved them).
  await page.waitForLoadState('networkidle');
  await expect(save.or(page.getByText('Intestatario', { exact: true }))).toBeVisible();
  if (!(await save.isVisible())) return false;
  const fields: [string, string][] = [
    ['Nome', 'Maria'],
    ['Cognome', 'Rossi'],
    ['Codice fiscale', 'RSSMRA85T10A562S'],
    ['Partita IVA', '12345678903'],
    ['Indirizzo (via e numero civico)', 'Corso Italia 10'],
    ['CAP', '20122'],
    ['Comune', 'Milano'],
    ['Provincia', 'Milano'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await expect(page.getByLabel('Provincia', { exact: true })).toHaveValue('MI');
  await activate(page, save);
  await expect(page.getByText('Maria Rossi')).toBeVisible();
  return true;
};

test('a lawyer buys and downloads a contract with the keyboard alone', async ({ page }) => {
  test.setTimeout(240_000);
  await signInWithKeyboard(page);
  await skipToContent(page);
  await activate(page, page.getByRole('button', { name: nda.name }));
  await expect(page).toHaveURL(/\/questionario$/);
  await answerWithKeyboard(page);

  await expect(page.locator('#main')).toBeFocused();
  await activate(page, page.getByRole('button', { name: "Vai all'anteprima" }));
  await expect(page).toHaveURL(/\/anteprima$/);
  await saveScreen(page, 'kb-05-anteprima');
  await downloadDocx(page, () => activate(page, page.getByRole('link', { name: "Scarica l'anteprima" })));
  await expect(page.getByRole('dialog', { name: 'Riferimenti incrociati' })).toHaveCount(0);
  await activate(page, page.getByRole('button', { name: 'Vai al pagamento' }));
  await expect(page).toHaveURL(/\/carrello$/);

  const filled = await billingWithKeyboard(page);
  const buy = page.getByRole('button', { name: 'Acquista' });
  // After the billing form the focus is below the button; on arrival it is on the page's main region, above it.
  await tabTo(page, buy, { backwards: filled });
  await saveScreen(page, 'kb-06-carrello-acquista');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/_local\/stripe\/pay\//);
  await tabTo(page, page.getByRole('button', { name: 'Paga' }), { indicator: false });
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/user\/archivio\/dettaglio-documento\?id=/, { timeout: 20_000 });
  await expect(page.getByText('Pagamento effettuato con successo')).toBeVisible();
  const download = page.getByRole('button', { name: 'Scarica il documento DOCX' });
  await downloadDocx(page, () => activate(page, download));
  await saveScreen(page, 'kb-07-dettaglio-scaricato');
});
