import { expect, type Page } from '@playwright/test';

/** Waits for 'Domanda n' (after the lawyer's 1-3 s pause) and checks the question's text. */
export const expectQuestion = async (page: Page, number: number, text: string): Promise<void> => {
  await expect(page.getByText(`Domanda ${number}`, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.question__text')).toContainText(text);
};

/**
 * Answers 'Domanda n': ticks each option (one radio, or the checkboxes of a multiple choice) or types the answer
 * of a typed question, and presses 'Avanti'.
 */
export const answer = async (
  page: Page,
  number: number,
  text: string,
  options: string[],
  typed?: string,
): Promise<void> => {
  await expectQuestion(page, number, text);
  for (const option of options) await page.getByLabel(option, { exact: true }).check();
  if (typed !== undefined) await page.locator('.typed-answer__input').fill(typed);
  await page.getByRole('button', { name: 'Avanti' }).click();
};

/** A question of a seeded template and the options the journey picks, or what it types for a typed question. */
export interface Step {
  text: string;
  options: string[];
  typed?: string;
}

/** Answers the steps in order, numbered from `first`. */
export const answerAll = async (page: Page, steps: Step[], first = 1): Promise<void> => {
  for (const [i, step] of steps.entries()) await answer(page, first + i, step.text, step.options, step.typed);
};
