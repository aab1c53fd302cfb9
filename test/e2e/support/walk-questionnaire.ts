import { expect, type Page } from '@playwright/test';
import { ANNA_BIANCHI, MARIO_ROSSI } from './nda-path';
import { fillGroup } from './questionnaire';

/** The persone fisiche the sweep puts in a group's card: a different one for each group, in turn. */
const PARTIES = [MARIO_ROSSI, ANNA_BIANCHI];

/** What the sweep types for a typed question, by the hint its field shows (a date, an amount, a number, a text). */
const typedSample = (hint: string): string => {
  if (hint.includes('gg/mm/aaaa')) return '01/03/2026';
  if (hint.includes('In euro')) return '1.000,00';
  if (hint.includes('virgola')) return '2';
  return 'Mario Rossi';
};

/**
 * Answers the questionnaire on screen until the summary opens: the first option of each choice (one box of a
 * multiple choice), a plausible value for a typed question, a valid persona fisica in a group's first card. For the staff's test run, which has no pauses.
 */
export const walkToSummary = async (page: Page, summary: RegExp): Promise<void> => {
  let groups = 0;
  for (let asked = 0; asked < 80; asked += 1) {
    const number = page.locator('.question__number');
    await expect(number.or(page.locator('.summary__item').first())).toBeVisible({ timeout: 15_000 });
    if (summary.test(page.url())) return;
    const current = async () => (await number.allTextContents())[0] ?? null;
    const before = await current();
    const typed = page.locator('.typed-answer__input');
    const legend = page.locator('.group-item__legend');
    if ((await legend.count()) > 0) {
      // «Prima parte 1»: the cards' label is the legend without its number.
      const itemLabel = ((await legend.first().textContent()) ?? '').replace(/\s+\d+$/, '');
      await fillGroup(page, { itemLabel, cards: [PARTIES[groups % PARTIES.length] ?? MARIO_ROSSI] });
      groups += 1;
    } else if ((await typed.count()) > 0)
      await typed.fill(typedSample((await page.locator('.question__hint').textContent()) ?? ''));
    else if ((await page.getByRole('radio').count()) > 0) await page.getByRole('radio').first().check();
    else await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Avanti' }).click();
    await expect
      .poll(async () => summary.test(page.url()) || (await current()) !== before, {
        timeout: 15_000,
      })
      .toBe(true);
  }
  throw new Error('The questionnaire did not end');
};
