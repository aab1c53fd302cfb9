import { expect, type Page } from '@playwright/test';

/** Waits for 'Domanda n' (after the lawyer's 1-3 s pause) and checks the question's text. */
export const expectQuestion = async (page: Page, number: number, text: string): Promise<void> => {
  await expect(page.getByText(`Domanda ${number}`, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.question__text')).toContainText(text);
};

/** One party of a group, persona fisica: each field's label and what the lawyer types in it. */
export type PartyCard = Record<string, string>;

/** A party group's answer: the cards' label («Prima parte») and a persona fisica for each card, in order. */
export interface GroupAnswer {
  itemLabel: string;
  cards: PartyCard[];
}

/** Fills a party group's cards as a lawyer would: «Persona fisica», then each field; a card added past the first. */
export const fillGroup = async (page: Page, { itemLabel, cards }: GroupAnswer): Promise<void> => {
  for (const [i, fields] of cards.entries()) {
    const card = page.getByRole('group', { name: `${itemLabel} ${i + 1}`, exact: true });
    if ((await card.count()) === 0)
      await page.getByRole('button', { name: `Aggiungi ${itemLabel.toLowerCase()}` }).click();
    await card.getByLabel('Persona fisica', { exact: true }).check();
    for (const [label, value] of Object.entries(fields))
      await card.getByLabel(label, { exact: true }).fill(value);
  }
};

/**
 * Answers 'Domanda n': ticks each option (one radio, or the checkboxes of a multiple choice), types the answer
 * of a typed question or fills a group's cards, and presses 'Avanti'.
 */
export const answer = async (
  page: Page,
  number: number,
  text: string,
  options: string[],
  typed?: string,
  group?: GroupAnswer,
): Promise<void> => {
  await expectQuestion(page, number, text);
  for (const option of options) await page.getByLabel(option, { exact: true }).check();
  if (typed !== undefined) await page.locator('.typed-answer__input').fill(typed);
  if (group !== undefined) await fillGroup(page, group);
  await page.getByRole('button', { name: 'Avanti' }).click();
};

/** A question of a seeded template and the options the journey picks, or what it types for a typed question. */
export interface Step {
  text: string;
  options: string[];
  typed?: string;
  /** A party group's cards. */
  group?: GroupAnswer;
}

/** Answers the steps in order, numbered from `first`. */
export const answerAll = async (page: Page, steps: Step[], first = 1): Promise<void> => {
  for (const [i, step] of steps.entries())
    await answer(page, first + i, step.text, step.options, step.typed, step.group);
};
