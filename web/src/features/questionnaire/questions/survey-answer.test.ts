/** @jest-environment jsdom */
import { validationMessages } from '@redigo/shared/messages/validation';
import { atLeastOneSelectionMessage, surveyAnswerSchema } from './survey-answer';

const messageOf = async (multiple: boolean, answer: unknown): Promise<string | null> =>
  surveyAnswerSchema(multiple)
    .validate({ answer })
    .then(() => null)
    .catch((error: Error) => error.message);

describe('survey answer schema', () => {
  it('requires a single-choice answer', async () => {
    expect(await messageOf(false, '')).toBe(validationMessages.answerRequired);
    expect(await messageOf(false, 'Sì')).toBeNull();
  });

  it('requires at least one selection for a multiple choice', async () => {
    expect(await messageOf(true, [])).toBe(atLeastOneSelectionMessage);
    expect(await messageOf(true, ['Affitto', 'Cauzione'])).toBeNull();
  });
});
