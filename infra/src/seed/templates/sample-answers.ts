import type { SimpleQuestion } from '@redigo/shared/domain/question';
import { sampleWithinLimits } from '@redigo/shared/questionnaire/sample-answer';

/** Plausible texts for the seed templates' text questions, by a word of their variable. */
const SAMPLE_TEXTS: [RegExp, string][] = [
  [/codice_fiscale/, 'RSSMRA80A01H501U'],
  [/arbitr/, 'Milano'],
  [/legge/, 'Svizzera'],
  [/partita_iva|piva/, '01234567890'],
  [/iban/, 'IT60X0542811101000000123456'],
  [/denominazione|societa/, 'Alfa Servizi S.r.l.'],
  [/rappresentante/, 'Giulia Bianchi'],
  [/indirizzo|residenza|sede|via/, 'via Giuseppe Verdi n. 12, 20121 Milano (MI)'],
  [/luogo|comune|citta|foro/, 'Milano'],
  [/catast/, 'foglio 12, particella 345, subalterno 6, categoria A/2'],
  [/nome/, 'Mario Rossi'],
];

/**
 * A valid answer to a typed question, for the seed's sample documents and tests: a plausible text by its variable, the
 * lowest number or date it allows, 1250.00 euro, a birth date in 1980; within its limits.
 */
export const sampleTypedAnswer = (question: SimpleQuestion): string => {
  const { min } = question;
  return sampleWithinLimits(question, {
    number: typeof min === 'number' ? min : 12,
    amount: 1250,
    date: question.variable.includes('nascita') ? '1980-03-01' : typeof min === 'string' ? min : '2026-03-01',
    text: SAMPLE_TEXTS.find(([pattern]) => pattern.test(question.variable))?.[1] ?? 'Testo di esempio',
  });
};
