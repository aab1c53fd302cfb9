import type { Condition, Question, SimpleQuestion } from '../../domain/question';

/** A single-choice question for tests; its text is `Domanda <variable>?`. */
export const single = (
  variable: string,
  options: string[],
  ...required_answers: Condition[]
): SimpleQuestion => ({
  variable,
  question: `Domanda ${variable}?`,
  options,
  is_multiple_selection: false,
  required_answers,
});

/** A multiple-choice question for tests. */
export const multiple = (
  variable: string,
  options: string[],
  ...required_answers: Condition[]
): SimpleQuestion => ({
  ...single(variable, options, ...required_answers),
  is_multiple_selection: true,
});

/**
 * A lease questionnaire: the deposit only for homes, its amount only when there is one, the extras (multiple
 * choice) always, and the garden clause only for homes with a garden among the extras.
 */
export const leaseQuestions = (): Question[] => [
  single('tipo', ['Abitativo', 'Commerciale']),
  single('deposito', ['Sì', 'No'], { tipo: 'Abitativo' }),
  single('importo', ['Una mensilità', 'Due mensilità', 'Tre mensilità'], { deposito: 'Sì' }),
  multiple('extra', ['Giardino', 'Box', 'Cantina']),
  single('manutenzione_giardino', ['Locatore', 'Conduttore'], { tipo: 'Abitativo', extra: 'Giardino' }),
  single(
    'durata',
    ['4+4', '3+2', '6+6'],
    { tipo: 'Abitativo' },
    { tipo: 'Commerciale', extra: ['Box', 'Cantina'] },
  ),
];
