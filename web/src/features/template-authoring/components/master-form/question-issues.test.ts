/** @jest-environment jsdom */
import type { Question } from '@redigo/shared/domain/question';
import { issuesByQuestion } from './question-issues';

const question = (variable: string, required_answers: Question['required_answers'] = []): Question => ({
  variable,
  question: `Domanda ${variable}?`,
  options: ['Sì', 'No'],
  is_multiple_selection: false,
  required_answers,
});

describe('issuesByQuestion', () => {
  it("gives each question its own problems and the check's messages that name it", () => {
    // Prepare
    const questions = [question('parti'), question('durata', [{ cauzione: 'Sì' }]), question('cauzione')];
    const check = {
      errors: [
        'Master, tag {durata == "10"} («per {durata}»): "10" non è una risposta della domanda "durata".',
      ],
      warnings: ['La domanda "cauzione" non è usata in nessun documento.'],
    };

    // Act
    const issues = issuesByQuestion(questions, check);

    // Assess
    expect(issues[0]).toEqual({ errors: [], warnings: [] });
    expect(issues[1]?.errors).toEqual([
      'La condizione n. 1 si riferisce a "cauzione", che non è una domanda precedente.',
      check.errors[0],
    ]);
    expect(issues[2]).toEqual({ errors: [], warnings: [check.warnings[0]] });
  });
});
