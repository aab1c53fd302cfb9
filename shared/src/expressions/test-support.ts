import type { Answers, GroupQuestion, Question, SimpleQuestion } from '../domain/question';
import { answerOf } from '../questionnaire/conditions';
import type { ExpressionLookup } from './evaluate';

const base = { description: '', options: [], is_multiple_selection: false, required_answers: [] };

/** A simple question of the given type for the expressions' tests. */
export const q = (
  variable: string,
  type: SimpleQuestion['type'],
  options: string[] = [],
): SimpleQuestion => ({
  ...base,
  variable,
  question: variable,
  type,
  options,
});

/** A fee and rent template: amounts, numbers, a text, a choice, a date and a group of heirs. */
export const eredi: GroupQuestion = {
  ...base,
  variable: 'eredi',
  question: 'Eredi',
  type: 'group',
  item_label: 'Erede',
  min_items: 1,
  max_items: 5,
  fields: [
    q('nome', 'text'),
    q('quota', 'number'),
    q('lascito', 'amount'),
    q('tipo', 'choice', ['Persona fisica', 'Persona giuridica']),
  ],
};

export const QUESTIONS: Question[] = [
  q('canone', 'amount'),
  q('compenso', 'amount'),
  q('deposito', 'amount'),
  q('mesi', 'number'),
  q('aliquota', 'number'),
  q('nome_conduttore', 'text'),
  q('tipo', 'choice', ['Abitativo', 'Commerciale']),
  q('decorrenza', 'date'),
  eredi,
];

/** Reads `answers` the way the questionnaire does: a name answers with its question when it was answered. */
export const lookupIn =
  (answers: Answers, questions: Question[] = QUESTIONS): ExpressionLookup =>
  (name) => {
    const question = questions.find((candidate) => candidate.variable === name);
    const answer = answerOf(answers, name);
    return question && answer !== undefined ? { question, answer } : undefined;
  };
