import { typeOf, type SimpleQuestion } from '@redigo/shared/domain/question';
import { sampleWithinLimits } from '@redigo/shared/questionnaire/sample-answer';

/** Plausible texts for the seed templates' text questions, by a word of their variable. */
const SAMPLE_TEXTS: [RegExp, string][] = [
  // A party group's fields (party-questions.ts), by their exact names.
  [/^indirizzo$/, 'via Giuseppe Verdi n. 12'],
  [/^comune$/, 'Milano'],
  [/^rea$/, 'MI-1234567'],
  [/^nome$/, 'Mario'],
  [/^cognome$/, 'Rossi'],
  [/^rappresentante_nome$/, 'Giulia'],
  [/^rappresentante_cognome$/, 'Bianchi'],
  [/qualifica/, 'Amministratore unico'],
  [/^luogo_nascita$/, 'Roma (RM)'],
  [/sistemi_ia/, 'Lexia Ricerca (Lexia S.r.l.)'],
  [/polizza_compagnia/, 'Assicurazioni Generali S.p.A.'],
  [/polizza_numero/, '123456789'],
  [/autorita/, 'Tribunale di Milano'],
  [/foresteria/, 'dipendenti e collaboratori del Conduttore, in occasione di trasferte di lavoro'],
  [/codice_fiscale/, 'RSSMRA80A01H501U'],
  [/arbitr/, 'Milano'],
  [/legge/, 'Svizzera'],
  [/partita_iva|piva/, '01234567890'],
  [/denominazione|societa/, 'Alfa Servizi S.r.l.'],
  [/rappresentante/, 'Giulia Bianchi'],
  [/indirizzo|residenza|sede|via|studio/, 'via Giuseppe Verdi n. 12, 20121 Milano (MI)'],
  [/pec/, 'mario.rossi@pec.example.it'],
  [/luogo|comune|citta|foro/, 'Milano'],
  [/catast/, 'foglio 12, particella 345, subalterno 6, categoria A/2'],
  [/nome/, 'Mario Rossi'],
];

/** The sample parties live in Milan: the CAP and the province agree with the sample `comune`. */
const SAMPLE_PLACE = { cap: '20121', provincia: 'MI' } as const;

/**
 * Sample numbers and amounts that the templates' rules accept, by variable: a yearly rent of 9.600,00 (800,00 a
 * month) with a deposit of three months, the preventivo of the engagement letter's worked example (200,00 an hour
 * for 20 hours, 800,00 of expenses: 6.636,48 in all).
 */
const SAMPLE_FIGURES: Record<string, number> = {
  canone_annuo: 9600,
  deposito_importo: 2400,
  tariffa_oraria: 200,
  ore_stimate: 20,
  spese_stimate: 800,
};

/**
 * A valid answer to a typed question, for the seed's sample documents and tests: a plausible text by its variable, the
 * lowest number or date it allows, 1250.00 euro (or the figure SAMPLE_FIGURES gives its variable), a birth date in
 * 1980, a CAP and a province of Milan; within its limits.
 */
export const sampleTypedAnswer = (question: SimpleQuestion): string => {
  const { min, variable } = question;
  const type = typeOf(question);
  if (type === 'cap' || type === 'provincia') return SAMPLE_PLACE[type];
  const figure = Object.hasOwn(SAMPLE_FIGURES, variable) ? SAMPLE_FIGURES[variable] : undefined;
  return sampleWithinLimits(question, {
    number: figure ?? (typeof min === 'number' ? min : 12),
    amount: figure ?? 1250,
    date: question.variable.includes('nascita') ? '1980-03-01' : typeof min === 'string' ? min : '2026-03-01',
    text: SAMPLE_TEXTS.find(([pattern]) => pattern.test(question.variable))?.[1] ?? 'Testo di esempio',
  });
};
