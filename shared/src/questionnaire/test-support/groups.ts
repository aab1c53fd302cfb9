import type { GroupQuestion, SimpleQuestion } from '../../domain/question';
import { single } from './questions';
import { typed } from './typed-questions';

/** A field for tests: `question` is its text as messages name it (`Locatore 2 – <question>`). */
export const field = (
  base: SimpleQuestion,
  question: string,
  ...required_answers: SimpleQuestion['required_answers']
) => ({
  ...base,
  question,
  required_answers,
});

/** A group question for tests; its text is `Domanda <variable>?`. */
export const group = (
  variable: string,
  fields: SimpleQuestion[],
  extra: Partial<GroupQuestion> = {},
): GroupQuestion => ({
  variable,
  question: `Domanda ${variable}?`,
  type: 'group',
  item_label: 'Locatore',
  min_items: 1,
  max_items: 3,
  fields,
  options: [],
  is_multiple_selection: false,
  required_answers: [],
  ...extra,
});

/**
 * The landlords of a lease: each a person (name, codice fiscale) or a company (name, partita IVA, and its REA number
 * only when the lease is commercial, a top-level choice `uso` before the group).
 */
export const landlords = (): GroupQuestion =>
  group('locatori', [
    field(single('tipo', ['Persona fisica', 'Persona giuridica']), 'Tipo di parte'),
    field(typed('nome', 'text'), 'Nome e cognome', { tipo: 'Persona fisica' }),
    field(typed('codice_fiscale', 'codice_fiscale'), 'Codice fiscale', { tipo: 'Persona fisica' }),
    field(typed('denominazione', 'text'), 'Denominazione', { tipo: 'Persona giuridica' }),
    field(typed('partita_iva', 'partita_iva'), 'Partita IVA', { tipo: 'Persona giuridica' }),
    field(typed('rea', 'text'), 'Numero REA', { tipo: 'Persona giuridica', uso: 'Commerciale' }),
  ]);

/** A person and a company as items of `landlords()` for a residential lease. */
export const PERSON = { tipo: 'Persona fisica', nome: 'Mario Rossi', codice_fiscale: 'RSSMRA85T10A562S' };
export const COMPANY = {
  tipo: 'Persona giuridica',
  denominazione: 'Alfa S.r.l.',
  partita_iva: '01114601006',
};
