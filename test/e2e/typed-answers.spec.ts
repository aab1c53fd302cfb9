import { expect, test, type Page } from '@playwright/test';
import { demo } from './support/api';
import { fillGroup, type PartyCard } from './support/questionnaire';
import { saveScreen } from './support/screens';
import { signIn } from './support/ui';

const COMODATO = 'Contratto di comodato d’uso gratuito di immobile';

/** What the lawyer types for each typed question of the seeded comodato, by a word of its text. */
const TYPED: [RegExp, string][] = [
  [/\bdata\b/i, '01/03/2026'],
  [/deposito/, '1.250,5'],
  [/Luogo/, 'Roma'],
  [/catastali/, 'foglio 12, particella 345, subalterno 6'],
];

/** The lender, Mario Rossi, born in Rome on 1 March 1980 (a date typed short); his code's check letter is Y. */
const COMODANTE: PartyCard = {
  Nome: 'Mario',
  Cognome: 'Rossi',
  'Luogo di nascita': 'Roma (RM)',
  'Data di nascita': '1/3/1980',
  'Codice fiscale': 'RSSMRA80C01H501Y',
  'Indirizzo (via e numero civico)': 'via Roma n. 1',
  CAP: '00184',
  Comune: 'Roma',
  'Provincia (sigla)': 'RM',
};

/** The borrower, Anna D’Amico, born in Milan on 1 January 1985: an apostrophe in the surname. */
const COMODATARIO: PartyCard = {
  Nome: 'Anna',
  Cognome: 'D’Amico',
  'Luogo di nascita': 'Milano (MI)',
  'Data di nascita': '01/01/1985',
  'Codice fiscale': 'DMCNNA85A41F205F',
  'Indirizzo (via e numero civico)': 'corso Buenos Aires n. 5',
  CAP: '20124',
  Comune: 'Milano',
  'Provincia (sigla)': 'MI',
};

/** The party groups of the comodato, by a word of the question: the cards' label and the one card filled. */
const GROUPS: [RegExp, string, PartyCard][] = [
  [/concede/, 'Comodante', COMODANTE],
  [/riceve/, 'Comodatario', COMODATARIO],
];

/** The number of the question on screen; 0 between questions. */
const questionNumber = async (page: Page): Promise<number> => {
  const label = page.locator('.question__number');
  if ((await label.count()) === 0) return 0;
  return Number(
    (
      await label
        .first()
        .textContent({ timeout: 1_000 })
        .catch(() => '')
    )?.replace(/\D/g, '') ?? 0,
  );
};

/** Waits for the next question after `previous` (the lawyer's pause and reveal), or for the summary. */
const nextQuestion = async (page: Page, previous: number): Promise<boolean> => {
  await expect
    .poll(async () => page.url().endsWith('/riepilogo') || (await questionNumber(page)) > previous, {
      timeout: 15_000,
    })
    .toBe(true);
  return !page.url().endsWith('/riepilogo');
};

/** A typed question: limits told before typing, a refusal in Italian, then what the field understood. */
const answerTyped = async (page: Page, text: string, screens: string) => {
  const field = page.locator('.typed-answer__input');
  await expect(page.locator('.question__hint')).not.toBeEmpty();
  if (/consegnato/.test(text)) {
    await field.fill('30/02/2026');
    await page.getByRole('button', { name: 'Avanti' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'La risposta alla domanda "Da quale data l’immobile è consegnato al comodatario?" non è una data esistente (gg/mm/aaaa).',
    );
    await field.fill('01/03/2026');
    await expect(page.getByText('Letto come: 1° marzo 2026')).toBeVisible();
    await saveScreen(page, `${screens}-data`);
  }
  const typed = TYPED.find(([pattern]) => pattern.test(text))?.[1] ?? 'via Roma n. 1, 00184 Roma (RM)';
  await field.fill(typed);
  if (/deposito/.test(text)) {
    await expect(page.getByText('Letto come: 1.250,50 €')).toBeVisible();
    await field.blur();
    await expect(field).toHaveValue('1.250,50');
    await saveScreen(page, `${screens}-importo`);
  }
  if (/Indirizzo di residenza/.test(text))
    await expect(page.getByText(`${typed.length} / 200 caratteri`)).toBeVisible();
};

/**
 * Walks the comodato: the first option of each choice (one for a multiple choice), then the parties' cards and the
 * typed data.
 */
const walkComodato = async (
  page: Page,
  screens: string,
  onTyped: () => Promise<void> = async () => undefined,
) => {
  await signIn(page, demo.lawyer, /\/user\/contratti$/);
  await page.getByRole('button', { name: COMODATO }).click();
  let number = 0;
  while (await nextQuestion(page, number)) {
    number = await questionNumber(page);
    const text = (await page.locator('.question__text').textContent()) ?? '';
    const group = GROUPS.find(([pattern]) => pattern.test(text));
    if (group) {
      const [, itemLabel, card] = group;
      await fillGroup(page, { itemLabel, cards: [card] });
      await onTyped();
    } else if ((await page.locator('.typed-answer__input').count()) > 0) {
      await answerTyped(page, text, screens);
      await onTyped();
    } else await page.locator('.option__input').first().check();
    await page.getByRole('button', { name: 'Avanti' }).click();
  }
  const answerTo = (question: string) =>
    page.locator('.summary__item').filter({ hasText: question }).locator('.summary__answer');
  await expect(answerTo('A quanto ammonta il deposito?')).toHaveText('1.250,50 €');
  await expect(answerTo('Da quale data l’immobile è consegnato al comodatario?')).toHaveText('01/03/2026');
  const lender = answerTo('Chi concede l’immobile in comodato?');
  await expect(lender.filter({ hasText: 'Data di nascita' })).toHaveText(
    'Comodante 1 – Data di nascita: 01/03/1980',
  );
  await expect(lender.filter({ hasText: 'Codice fiscale' })).toHaveText(
    'Comodante 1 – Codice fiscale: RSSMRA80C01H501Y',
  );
  const borrower = answerTo('Chi riceve l’immobile in comodato?');
  await expect(borrower.filter({ hasText: '– Nome:' })).toHaveText('Comodatario 1 – Nome: Anna');
  await expect(borrower.filter({ hasText: '– Cognome:' })).toHaveText('Comodatario 1 – Cognome: D’Amico');
  await saveScreen(page, `${screens}-riepilogo`);
};

test.describe('a typed questionnaire', () => {
  test.setTimeout(240_000);

  test('on a desktop at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await walkComodato(page, 'tipi-1280');
  });

  test('on a phone at 390 px, the answer controls within the question', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The shell's narrow layout is the workspace's (issue 18); here the typed controls stay on the screen.
    const overflowing: string[] = [];
    await walkComodato(page, 'tipi-390', async () => {
      const wider = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('.typed-answer__input')).some(
          (input) => input.getBoundingClientRect().right > window.innerWidth,
        ),
      );
      if (wider) overflowing.push(page.url());
    });
    expect(overflowing).toEqual([]);
  });
});
