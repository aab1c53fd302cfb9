import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { paragraphTexts, readPart } from '../../infra/src/seed/docx/docx-text';
import { demo } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { saveBillingData } from './support/contracts-api';
import { publishGroupTemplate, removeGroupTemplate, type PublishedTemplate } from './support/group-template';
import { answer, expectQuestion } from './support/questionnaire';
import { saveScreen } from './support/screens';
import { downloadDocx, signIn } from './support/ui';

let template: PublishedTemplate = { name: '', id: '', stripe_url: '' };
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

/**
 * Resolves once a draft save whose group being typed (`group_in_progress`, apart from the answers) carries `text`
 * has been stored.
 */
const draftSaved = (page: Page, text: string) =>
  page.waitForResponse((response) => {
    if (response.request().method() !== 'PUT' || response.status() !== 200) return false;
    if (!/^\/api\/contract(\/[^/]+)?$/.test(new URL(response.url()).pathname)) return false;
    const body = (response.request().postDataJSON() ?? {}) as { group_in_progress?: unknown };
    return JSON.stringify(body.group_in_progress ?? null).includes(text);
  });

/**
 * The same lawyer on another device (a new browser context) resumes the draft from the archive and finds the group
 * as it was typed: the first landlord whole, the second with only a name, no third card yet.
 */
const resumeElsewhere = async (browser: Browser, screens: string) => {
  const context = await browser.newContext();
  const phone = await context.newPage();
  await signIn(phone, demo.lawyer, /\/user\/contratti$/);
  await phone.goto(`/user/archivio?vista=bozze&cerca=${encodeURIComponent(template.name)}`);
  const row = phone.getByRole('row').filter({ hasText: template.name }).first();
  await row.getByRole('button', { name: 'Riprendi' }).click();
  await expect(phone).toHaveURL(/\/questionario$/);
  await expectQuestion(phone, 2, 'Chi sono i locatori?');
  const card = (n: number) => phone.getByRole('group', { name: `Locatore ${n}`, exact: true });
  await expect(card(1).getByLabel('Codice fiscale')).toHaveValue('RSSMRA85T10A562S');
  await expect(card(1).getByLabel('Data di nascita')).toHaveValue('10/12/1985');
  await expect(card(2).getByLabel('Persona fisica')).toBeChecked();
  await expect(card(2).getByLabel('Nome', { exact: true })).toHaveValue('Anna');
  await expect(card(2).getByLabel('Cognome', { exact: true })).toHaveValue('Bianchi');
  await expect(card(2).getByLabel('Luogo di nascita')).toHaveValue('');
  await expect(card(3)).toHaveCount(0);
  await expect(phone.getByText('Il modello è stato aggiornato')).toHaveCount(0);
  await saveScreen(phone, `${screens}-bozza-ripresa`);
  await context.close();
};

/** Three landlords: two people and a company with its legale rappresentante. */
const answerLandlords = async (page: Page, screens: string, halfway?: () => Promise<void>) => {
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
  const saved = draftSaved(page, 'Bianchi');
  await fill(card(2), { Nome: 'Anna', Cognome: 'Bianchi' });
  await saved;
  await halfway?.();
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

const journey = async (page: Page, screens: string, browser: Browser) => {
  await signIn(page, demo.lawyer, /\/user\/contratti$/);
  await page.getByRole('button', { name: template.name }).click();
  await answer(page, 1, 'Qual è l’uso dell’immobile?', ['Abitativo']);
  await answerLandlords(page, screens, () => resumeElsewhere(browser, screens));
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

/** The text of each paragraph of a .docx's body. */
const paragraphsOf = (docx: Buffer): string[] =>
  paragraphTexts(readPart(docx, 'word/document.xml') ?? '').map((texts) => texts.join(''));

/** From the summary: the preview, the cart, the Stripe stand-in's «Paga», then the bought .docx. */
const buy = async (page: Page, screens: string): Promise<string[]> => {
  await page.getByRole('button', { name: "Vai all'anteprima" }).click();
  await expect(page).toHaveURL(/\/anteprima$/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Vai al pagamento' }).click();
  await expect(page).toHaveURL(/\/carrello$/);
  await page.getByRole('button', { name: 'Acquista' }).click();
  await expect(page).toHaveURL(/\/_local\/stripe\/pay\/plink_gruppi_/);
  await page.getByRole('button', { name: 'Paga' }).click();
  await expect(page).toHaveURL(/\/user\/archivio\/dettaglio-documento\?id=/, { timeout: 30_000 });
  await expect(page.getByText('Pagamento effettuato con successo')).toBeVisible();
  await saveScreen(page, `${screens}-acquistato`);
  const download = await downloadDocx(page, () =>
    page.getByRole('button', { name: 'Scarica il documento DOCX' }).click(),
  );
  const bytes = await readFile(await download.path());
  await download.saveAs(`test-results/screens/${screens}-acquistato.docx`);
  return paragraphsOf(bytes);
};

const PLACE_TEXT = 'via Roma 1, 00184 Roma (RM)';

test('a lawyer answers three landlords, one a company, resumes the draft elsewhere, edits them from the summary and buys the contract (desktop)', async ({
  page,
  browser,
  request,
}) => {
  await saveBillingData(request, demo.lawyer.pec, demo.lawyer.password);
  await page.setViewportSize({ width: 1280, height: 900 });
  await journey(page, 'gruppi-1280', browser);
  const paragraphs = await buy(page, 'gruppi-1280');
  // Each landlord as a lawyer writes them: «nato»/«nata» and «il Sig.»/«la Sig.ra» from the codice fiscale, the
  // company through its legale rappresentante; the loop's paragraphs numbered and closed as one sentence.
  expect(paragraphs).toContain(
    `1) il Sig. Mario Rossi, nato a Roma il 10 dicembre 1985, codice fiscale RSSMRA85T10A562S, residente in ${PLACE_TEXT}, PEC mario.rossi@pec.it;`,
  );
  expect(paragraphs).toContain(
    `2) la Sig.ra Anna Bianchi, nata a Milano il 1° marzo 1990, codice fiscale BNCNNA90C41F205A, residente in ${PLACE_TEXT}, PEC anna.bianchi@pec.it;`,
  );
  expect(paragraphs).toContain(
    `3) la società Alfa Immobiliare S.r.l., con sede legale in ${PLACE_TEXT}, partita IVA 01114601006, codice fiscale 01114601006, numero REA RM-1234567, PEC alfa@pec.it, in persona di Luca Verdi, nella qualità di Amministratore unico e legale rappresentante pro tempore (di seguito, congiuntamente, il “Locatore”);`,
  );
  expect(paragraphs).toContain(
    'I locatori Mario Rossi, Anna Bianchi e Alfa Immobiliare S.r.l., in numero di tre, concedono in locazione l’immobile a uso abitativo.',
  );
  // One signature per landlord, who signs under the line.
  expect(paragraphs.filter((text) => text === 'Il Locatore')).toHaveLength(3);
  for (const signer of ['Mario Rossi', 'Anna Bianchi', 'Alfa Immobiliare S.r.l., in persona di Luca Verdi'])
    expect(paragraphs).toContain(signer);
  const body = paragraphs.join('\n');
  expect(body).not.toMatch(/[{}]|nato\/a|Sig\.\/|undefined/);
});

test('the same at 390 px, with no sideways scroll, bought too', async ({ page, request }) => {
  await saveBillingData(request, demo.lawyer.pec, demo.lawyer.password);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.lawyer, /\/user\/contratti$/);
  await page.getByRole('button', { name: template.name }).click();
  await answer(page, 1, 'Qual è l’uso dell’immobile?', ['Abitativo']);
  await answerLandlords(page, 'gruppi-390');
  await expect(page).toHaveURL(/\/riepilogo$/, { timeout: 15_000 });
  await expect(page.getByText('Locatore 2 – Codice fiscale: BNCNNA90C41F205A')).toBeVisible();
  const paragraphs = await buy(page, 'gruppi-390');
  expect(paragraphs).toContain(
    'I locatori Mario Rossi, Anna Bianchi e Alfa S.r.l., in numero di tre, concedono in locazione l’immobile a uso abitativo.',
  );
});
