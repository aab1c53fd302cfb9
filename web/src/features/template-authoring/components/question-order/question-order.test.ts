import type { Question } from '@redigo/shared/domain/question';
import { group } from '@redigo/shared/questionnaire/test-support/groups';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { moveAt, moveProblem, namedVariables } from './question-order';

const choice = (variable: string, required_answers: Question['required_answers'] = []): Question => ({
  variable,
  question: `Domanda ${variable}?`,
  options: ['sì', 'no'],
  is_multiple_selection: false,
  required_answers,
});

describe('question order', () => {
  it('moves an item one place up or down, and leaves the list as it is at its ends', () => {
    expect(moveAt(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveAt(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveAt(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveAt(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('names the variables of a question’s conditions and of its group fields’ conditions', () => {
    const parties = group('parti', [{ ...typed('nome', 'text'), required_answers: [{ tipo: 'sì' }] }]);
    expect([...namedVariables(choice('b', [{ a: 'sì', c: ['no'] }]))]).toEqual(['a', 'c']);
    expect([...namedVariables(parties)]).toEqual(['tipo']);
  });

  it('refuses, in Italian, to move a question above one its conditions name, or that one below it', () => {
    const questions = [choice('a'), choice('b', [{ a: 'sì' }]), choice('c')];
    expect(moveProblem(questions, 1, -1)).toBe(
      'La domanda 2 non può salire sopra la domanda 1: le sue condizioni nominano «a».',
    );
    expect(moveProblem(questions, 0, 1)).toBe(
      'La domanda 1 non può scendere sotto la domanda 2: le condizioni di quella nominano «a».',
    );
    expect(moveProblem(questions, 1, 1)).toBeNull();
    expect(moveProblem(questions, 2, -1)).toBeNull();
  });

  it('refuses to move a group above a question its fields’ conditions name', () => {
    const parties = group('parti', [{ ...typed('nome', 'text'), required_answers: [{ a: 'sì' }] }]);
    expect(moveProblem([choice('a'), parties], 1, -1)).toMatch(/^La domanda 2 non può salire/);
  });
});
