import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { publishGroupTemplate, removeGroupTemplate, type PublishedTemplate } from './support/group-template';
import { answer, expectQuestion } from './support/questionnaire';
import { saveScreen } from './support/screens';
import { signIn } from './support/ui';

let template: PublishedTemplate = { name: '', id: '' };
test.beforeAll(async ({ request }) => {
  template = await publishGroupTemplate(request);
});
test.afterAll(async ({ request }) => removeGroupTemplate(request, template));

const fill = async (card: Locator, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values))
    await card.getByLabel(label, { exact: true }).fill(value);
};

const PLACE = {
  'Indirizzo (residenza o sede)': 'via Roma 1',
  CAP: '00184',
  Comune: 'Roma',
  'Provincia (sigla)': 'RM',
};

/** Three landlords: two people and a company with its legale rappresentante. */
const answerLandlords = async (page: Page, screens: string) => {
  await expectQuestion(page, 2, 'Chi sono i locatori?');
  const card = (n: number) => page.getByRole('group', { name: `Locatore ${n}`, exact: true });
  await card(1).getByLabel('Persona fisica').check();
  await fill(card(1), {
    Nome: 'Mario',
    Cognome: 'Rossi',
    'Luogo di nascita': 'Roma',
    'Data di nascita': '10/12/1985',
    'Codice fiscale': 'RSSMRA85T10A562S',
    ...PLACE,
    'Indirizzo PEC': 'mario.rossi@pec.it',
  });
  await page.getByRole('button', { name: 'Aggiungi locatore' }).click();
  await expect(card(2)).toBeFocused();
  await card(2).getByLabel('Persona fisica').check();
  await fill(card(2), { Nome: 'Anna', Cognome: 'Bianchi' });
  await page.getByRole('button', { name: 'Aggiungi locatore' }).click();
  await card(3).getByLabel('Persona giuridica').check();
  await fill(card(3), {
    'Denominazione o ragione sociale': 'Alfa S.r.l.',
    'Partita IVA': '01114601006',
    'Codice fiscale': '01114601006',
    ...PLACE,
    'Numero REA (per esempio RM-1234567)': 'RM-1234567',
    'Indirizzo PEC': 'alfa@pec.it',
    'Nome del legale rappresentante': 'Luca',
    'Cognome del legale rappresentante': 'Verdi',
    'Qualifica del legale rappresentante (per esempio Amministratore unico)': 'Amministratore unico',
  });
  // Anna's data are incomplete: «Avanti» keeps the list and says what is missing, next to the field.
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(card(2).getByLabel('Luogo di nascita')).toBeFocused();
  await expect(card(2).getByText('Locatore 2 – Luogo di nascita: manca la risposta.')).toBeVisible();
  await expectNoAxeViolations(page, `${screens}-gruppo-errori`);
  await saveScreen(page, `${screens}-gruppo-errori`);
  await fill(card(2), {
    'Luogo di nascita': 'Milano',
    'Data di nascita': '01/03/1990',
    'Codice fiscale': 'BNCNNA90C41F205A',
    ...PLACE,
    'Indirizzo PEC': 'anna.bianchi@pec.it',
  });
  await saveScreen(page, `${screens}-gruppo`);
  const viewport = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
  await page.getByRole('button', { name: 'Avanti' }).click();
};

const journey = async (page: Page, screens: string) => {
  await signIn(page, demo.lawyer, /\/user\/contratti$/);
  await page.getByRole('button', { name: template.name }).click();
  await answer(page, 1, 'Qual è l’uso dell’immobile?', ['Abitativo']);
  await answerLandlords(page, screens);
  await expect(page).toHaveURL(/\/riepilogo$/, { timeout: 15_000 });
  await expect(page.getByText('Locatore 1 – Nome: Mario')).toBeVisible();
  await expect(page.getByText('Locatore 3 – Nome del legale rappresentante: Luca')).toBeVisible();
  await saveScreen(page, `${screens}-riepilogo`);
  // Editing the group from the summary comes back to it with its three items.
  await page.getByRole('button', { name: 'Modifica' }).nth(1).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Modifica' }).click();
  await expectQuestion(page, 2, 'Chi sono i locatori?');
  const third = page.getByRole('group', { name: 'Locatore 3', exact: true });
  await expect(third.getByLabel('Denominazione o ragione sociale')).toHaveValue('Alfa S.r.l.');
  await third.getByLabel('Denominazione o ragione sociale').fill('Alfa Immobiliare S.r.l.');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page).toHaveURL(/\/riepilogo$/, { timeout: 15_000 });
  await expect(
    page.getByText('Locatore 3 – Denominazione o ragione sociale: Alfa Immobiliare S.r.l.'),
  ).toBeVisible();
};

test('a lawyer answers three landlords, one a company, and edits them from the summary (desktop)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await journey(page, 'gruppi-1280');
});

test('the same at 390 px, with no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.lawyer, /\/user\/contratti$/);
  await page.getByRole('button', { name: template.name }).click();
  await answer(page, 1, 'Qual è l’uso dell’immobile?', ['Abitativo']);
  await answerLandlords(page, 'gruppi-390');
  await expect(page).toHaveURL(/\/riepilogo$/, { timeout: 15_000 });
  await expect(page.getByText('Locatore 2 – Codice fiscale: BNCNNA90C41F205A')).toBeVisible();
});
