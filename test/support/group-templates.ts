import type { GroupQuestion, Question } from '@redigo/shared/domain/question';
import { COMPANY, field, landlords, PERSON } from '@redigo/shared/questionnaire/test-support/groups';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';

/**
 * The landlords of a lease as a group (docs/api.md, "Repeating groups and parties"): each a person (name, codice
 * fiscale, an address of up to 2,000 characters) or a company (name, partita IVA, its REA number only when the
 * lease is commercial, a top-level choice before the group).
 */
export const landlordsGroup = (): GroupQuestion => {
  const base = landlords();
  return {
    ...base,
    question: 'Chi sono i locatori?',
    description: 'Una scheda per ogni locatore.',
    fields: [
      ...base.fields,
      field(typed('indirizzo', 'text', { max_length: 2000 }), 'Indirizzo', { tipo: 'Persona fisica' }),
    ],
  };
};

/** A lease asking its use, its landlords (a group) and the tenant's codice fiscale and partita IVA. */
export const partiesQuestions = (): Question[] => [
  { ...single('uso', ['Abitativo', 'Commerciale']), question: 'Uso dell’immobile' },
  landlordsGroup(),
  { ...typed('cf_conduttore', 'codice_fiscale'), question: 'Codice fiscale del conduttore' },
  { ...typed('piva_conduttore', 'partita_iva'), question: 'Partita IVA del conduttore' },
];

/** A landlord who is a person, complete for `landlordsGroup()`. */
export const PERSON_ITEM = { ...PERSON, indirizzo: 'via Roma 1, 20121 Milano' };
export { COMPANY as COMPANY_ITEM };
