import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, demo } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { draftUpTo, saveBillingData, templateNamed } from './support/contracts-api';
import { checkScreen, savePartScreen } from './support/screens';
import { signIn } from './support/ui';

const LEASE = 'Contratto di locazione abitativa 4+4';
const DEPOSIT_CAP =
  'Il deposito cauzionale non può superare tre mensilità del canone (art. 11 della legge n. 392/1978).';
const RENT = 'Qual è il canone annuo di locazione?';
const DEPOSIT = 'A quanto ammonta il deposito cauzionale?';

/** Waits for the question whose text is `text` (after the lawyer's pause, revealed word by word) and gives its field. */
const question = async (page: Page, text: string) => {
  await expect(page.locator('.question__text')).toContainText(text, { timeout: 15_000 });
  return page.locator('.typed-answer__input');
};

/** Types the answer to the question `text` and presses «Avanti». */
const answer = async (page: Page, text: string, typed: string) => {
  await (await question(page, text)).fill(typed);
  await page.getByRole('button', { name: 'Avanti' }).click();
};

/**
 * At 390 px and at 1280 px: nothing scrolls sideways, every control is named, the screen is saved (and `part` of it
 * alone, when the page is a long form).
 */
const checkBothWidths = async (page: Page, name: string, part?: Locator) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await checkScreen(page, `${name}-${width}`);
    if (part) await savePartScreen(part, `${name}-${width}-parte`);
  }
};

test('a deposit of four months is refused with the law’s reason next to its field, corrected to three and bought', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, demo.lawyer);
  const lease = await templateNamed(request, token, LEASE);
  const name = `Locazione con deposito ${Date.now()}`;
  await draftUpTo(request, token, lease, 'canone_annuo', name, { deposito_cauzionale: 'tre mensilità' });
  await saveBillingData(request, demo.lawyer.pec, demo.lawyer.password);

  await signIn(page, demo.lawyer, /\/user\/contratti$/);
  await page.goto(`/user/archivio?vista=bozze&cerca=${encodeURIComponent(name)}`);
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Riprendi' }).click();
  await expect(page).toHaveURL(/\/questionario$/);

  await answer(page, RENT, '14.400,00');
  await answer(page, 'Entro quale giorno del mese si paga ciascuna rata?', '5');
  // The IBAN is written in groups of four as it is typed, and sent without spaces.
  const iban = await question(page, 'IBAN del conto corrente del locatore');
  await iban.pressSequentially('it60x0542811101000000123456');
  await expect(iban).toHaveValue('IT60 X054 2811 1010 0000 0123 456');
  await page.getByRole('button', { name: 'Avanti' }).click();

  // Four months of a 14.400,00 yearly rent: the rule's message is read next to the amount, which stays to correct.
  await answer(page, DEPOSIT, '4.800,00');
  const deposit = page.locator('.typed-answer__input');
  await expect(deposit).toHaveAccessibleName(DEPOSIT);
  await expect(deposit).toHaveAccessibleDescription(new RegExp(DEPOSIT_CAP.replace(/[().]/g, '\\$&')));
  await expect(deposit).toBeFocused();
  await expect(deposit).toHaveValue('4.800,00');
  await expect(deposit).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toHaveText(DEPOSIT_CAP);
  await expectNoAxeViolations(page, 'deposito rifiutato dalla regola');
  await checkBothWidths(page, 'regola-deposito-rifiutato');

  await deposit.fill('3.600,00');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await answer(page, 'In quale luogo si firma il contratto?', 'Roma');
  await answer(page, 'In quale data si firma il contratto?', '01/03/2026');

  await expect(page).toHaveURL(/\/riepilogo$/, { timeout: 15_000 });
  await expect(page.locator('.summary__item').filter({ hasText: DEPOSIT })).toContainText('3.600,00 €');
  await page.getByRole('button', { name: "Vai all'anteprima" }).click();
  await expect(page).toHaveURL(/\/anteprima$/);
  await page.getByRole('button', { name: 'Vai al pagamento' }).click();
  await expect(page).toHaveURL(/\/carrello$/);
  await page.getByRole('button', { name: 'Acquista' }).click();
  await expect(page).toHaveURL(/\/_local\/stripe\/pay\//);
  await page.getByRole('button', { name: 'Paga' }).click();
  await expect(page).toHaveURL(/\/user\/archivio\/dettaglio-documento\?id=/, { timeout: 30_000 });
  await expect(page.getByText('Pagamento effettuato con successo')).toBeVisible();
  await expect(page.getByText('3.600,00 €')).toBeVisible();
});

test('the editor reads the lease’s rule under «Regole» and tries it with example answers', async ({
  page,
}) => {
  await signIn(page, demo.editor, /\/admin\//);
  await page.goto(`/admin/master-inseriti?cerca=${encodeURIComponent('locazione abitativa')}`);
  await page
    .getByRole('row')
    .filter({ hasText: LEASE })
    .getByRole('button', { name: 'Modifica', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Modifica master' })).toBeVisible();
  const rules = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Regole' }) });
  await expect(rules.getByText(DEPOSIT_CAP)).toBeVisible();
  await expect(rules.getByText('deposito_importo <= canone_annuo / 4')).toBeVisible();

  await rules.getByRole('button', { name: 'Modifica' }).click();
  await expect(rules.getByRole('heading', { name: 'Regola n. 1' })).toBeVisible();
  await rules.getByLabel(`${RENT} (canone_annuo)`).fill('14.400,00');
  await rules.getByLabel(`${DEPOSIT} (deposito_importo)`).fill('4.800,00');
  await expect(rules.getByRole('status')).toHaveText(
    `Regola non rispettata: il questionario si ferma e l’avvocato legge «${DEPOSIT_CAP}»`,
  );
  await expectNoAxeViolations(page, 'regola del deposito in prova');
  await checkBothWidths(page, 'regola-deposito-prova', rules);
  await rules.getByLabel(`${DEPOSIT} (deposito_importo)`).fill('3.600,00');
  await expect(rules.getByRole('status')).toHaveText('Regola rispettata: il questionario va avanti.');
  await rules.getByRole('button', { name: 'Annulla' }).click();
  await expect(rules.getByRole('button', { name: 'Aggiungi regola' })).toBeVisible();

  // The deposit's own question: a condition may compare the earlier rent («maggiore di» a value typed in Italian).
  await page
    .locator('.questions__item')
    .filter({ hasText: DEPOSIT })
    .getByRole('button', { name: 'Modifica', exact: true })
    .click();
  await page.getByRole('button', { name: 'Aggiungi condizione' }).click();
  const builder = page.getByRole('dialog', { name: 'Nuova condizione' });
  await builder.getByLabel('Domanda precedente').selectOption('canone_annuo');
  await builder.getByLabel('Confronto').selectOption({ label: 'maggiore di' });
  await builder.getByLabel('Valore').fill('12.000');
  await builder.getByRole('button', { name: 'Aggiungi alla condizione' }).click();
  await expect(builder.getByText('canone_annuo > 12000')).toBeVisible();
  await builder.getByLabel('Domanda precedente').selectOption('conduttori');
  await builder.getByLabel('Campo di ogni elemento').selectOption('tipo');
  await builder.getByLabel('Risposta del campo').selectOption('Persona fisica');
  await expectNoAxeViolations(page, 'condizione con un confronto e un test su un gruppo');
  await checkBothWidths(page, 'condizione-confronto-gruppo', builder);
  await builder.getByRole('button', { name: 'Annulla' }).click();
  await page.getByRole('button', { name: 'Annulla' }).click();
});
