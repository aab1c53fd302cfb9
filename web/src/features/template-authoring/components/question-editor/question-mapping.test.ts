/** @jest-environment jsdom */
import type { Question, SimpleQuestion } from '@redigo/shared/domain/question';
import { placeQuestion, questionFormState, toQuestion } from './question-mapping';

const ask = (variable: string, required_answers: Question['required_answers'] = []): SimpleQuestion => ({
  variable,
  question: `${variable}?`,
  options: ['Sì', 'No'],
  is_multiple_selection: false,
  required_answers,
});

describe('question mapping', () => {
  it('turns the form into a question and back', () => {
    const question = { ...ask('durata'), description: 'Una nota.' };
    expect(toQuestion(questionFormState(question))).toEqual(question);
    expect(questionFormState()).toMatchObject({ answers: ['', ''], conditions: [] });
    expect(
      toQuestion({ ...questionFormState(), questionKey: ' durata  iniziale ', helper_text: ' ' }),
    ).not.toHaveProperty('description');
  });

  it('appends a new question and replaces an edited one', () => {
    const list = [ask('a'), ask('b')];
    expect(placeQuestion(list, 2, ask('c')).map((q) => q.variable)).toEqual(['a', 'b', 'c']);
    expect(placeQuestion(list, 0, ask('z')).map((q) => q.variable)).toEqual(['z', 'b']);
  });

  it("renames the later questions' conditions when a key changes", () => {
    const list = [ask('tipo'), ask('durata', [{ tipo: 'Sì' }]), ask('extra', [{ tipo: 'No', durata: 'Sì' }])];
    const placed = placeQuestion(list, 0, ask('immobile'));
    expect(placed.map((q) => q.required_answers)).toEqual([
      [],
      [{ immobile: 'Sì' }],
      [{ immobile: 'No', durata: 'Sì' }],
    ]);
  });
});
