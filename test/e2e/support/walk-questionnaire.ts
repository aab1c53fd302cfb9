import { expect, type Page } from '@playwright/test';

/** What the sweep types for a typed question, by the hint its field shows (a date, an amount, a number, a text). */
const typedSample = (hint: string): string => {
  if (hint.includes('gg/mm/aaaa')) return '01/03/2026';
  if (hint.includes('In euro')) return '1.000,00';
  if (hint.includes('virgola')) return '2';
  return 'Mario Rossi';
};

/**
 * Answers the questionnaire on screen until the summary opens: the first option of each choice (one box of a
 * multiple choice), a plausible value for a typed question. For the staff's test run, which has no pauses.
 */
export const walkToSummary = async (page: Page, summary: RegExp): Promise<void> => {
  for (let asked = 0; asked < 80; asked += 1) {
    const number = page.locator('.question__number');
    await expect(number.or(page.locator('.summary__item').first())).toBeVisible({ timeout: 15_000 });
    if (summary.test(page.url())) return;
    const current = async () => (await number.allTextContents())[0] ?? null;
    const before = await current();
    const typed = page.locator('.typed-answer__input');
    if ((await typed.count()) > 0)
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
