import { typeOf, type Question } from '@redigo/shared/domain/question';

/** Plausible texts for the seed templates' text questions, by a word of their variable. */
const SAMPLE_TEXTS: [RegExp, string][] = [
  [/codice_fiscale/, 'RSSMRA80A01H501U'],
  [/arbitr/, 'Milano'],
  [/legge/, 'svizzera'],
  [/partita_iva|piva/, '01234567890'],
  [/iban/, 'IT60X0542811101000000123456'],
  [/denominazione|societa/, 'Alfa Servizi S.r.l.'],
  [/rappresentante/, 'Giulia Bianchi'],
  [/indirizzo|residenza|sede|via/, 'via Giuseppe Verdi n. 12, 20121 Milano (MI)'],
  [/luogo|comune|citta|foro/, 'Milano'],
  [/catast/, 'foglio 12, particella 345, subalterno 6, categoria A/2'],
  [/nome/, 'Mario Rossi'],
];

/** A valid answer to a typed question, for the seed's sample documents and tests: within its limits. */
export const sampleTypedAnswer = (question: Question): string => {
  const { min, max } = question;
  switch (typeOf(question)) {
    case 'number':
      return String(typeof min === 'number' ? min : typeof max === 'number' ? Math.min(12, max) : 12);
    case 'amount':
      return typeof min === 'number' && min > 1250 ? String(min) : '1250.00';
    case 'date':
      if (question.variable.includes('nascita')) return '1980-03-01';
      return typeof min === 'string'
        ? min
        : typeof max === 'string' && max < '2026-03-01'
          ? max
          : '2026-03-01';
    default:
      return SAMPLE_TEXTS.find(([pattern]) => pattern.test(question.variable))?.[1] ?? 'Testo di esempio';
  }
};
