import type { GroupQuestion, SimpleQuestion, TypedFields } from '../domain/question';

/** The `tipo` field's options; the address book's `kind` maps to them (docs/api.md, "Address book"). */
export const PARTY_KINDS = {
  persona_fisica: 'Persona fisica',
  persona_giuridica: 'Persona giuridica',
} as const;

const PERSON = [{ tipo: PARTY_KINDS.persona_fisica }];
const COMPANY = [{ tipo: PARTY_KINDS.persona_giuridica }];
const EITHER = [...PERSON, ...COMPANY];

const field = (
  variable: string,
  question: string,
  required_answers: SimpleQuestion['required_answers'],
  typed: TypedFields = { type: 'text', max_length: 200 },
): SimpleQuestion => ({
  variable,
  question,
  options: [],
  is_multiple_selection: false,
  required_answers,
  ...typed,
});

/**
 * The fields of a party, persona fisica or giuridica, named exactly as the address book's attributes (docs/api.md,
 * "Address book and the firm's data"), so a contact fills them. `tipo` comes first; the others follow once it is
 * chosen, each asked for the kind that has it. `sesso` is not asked: the codice fiscale tells it, and the
 * documents' `nato` and `genere` filters read it there. The optional attributes (`pec`, `rea`, a company's
 * `codice_fiscale`) are asked too: an author deletes the fields a contract does not need.
 */
export const partyFields = (): SimpleQuestion[] => [
  {
    ...field('tipo', 'Tipo di parte', [], {}),
    type: 'choice',
    options: [PARTY_KINDS.persona_fisica, PARTY_KINDS.persona_giuridica],
  },
  field('nome', 'Nome', PERSON),
  field('cognome', 'Cognome', PERSON),
  field('luogo_nascita', 'Luogo di nascita', PERSON),
  field('data_nascita', 'Data di nascita', PERSON, { type: 'date' }),
  field('denominazione', 'Denominazione o ragione sociale', COMPANY),
  field('partita_iva', 'Partita IVA', COMPANY, { type: 'partita_iva' }),
  field('codice_fiscale', 'Codice fiscale', EITHER, { type: 'codice_fiscale' }),
  field('indirizzo', 'Indirizzo (residenza o sede)', EITHER),
  field('cap', 'CAP', EITHER, { type: 'text', max_length: 5 }),
  field('comune', 'Comune', EITHER),
  field('provincia', 'Provincia (sigla)', EITHER, { type: 'text', max_length: 2 }),
  field('rea', 'Numero REA (per esempio RM-1234567)', COMPANY, { type: 'text', max_length: 20 }),
  field('pec', 'Indirizzo PEC', EITHER),
  field('rappresentante_nome', 'Nome del legale rappresentante', COMPANY),
  field('rappresentante_cognome', 'Cognome del legale rappresentante', COMPANY),
  field(
    'rappresentante_qualifica',
    'Qualifica del legale rappresentante (per esempio Amministratore unico)',
    COMPANY,
  ),
];

/** What an author chooses of a party group; the rest is the preset's. */
export interface PartyGroupChoice {
  variable: string;
  question: string;
  item_label: string;
  min_items?: number;
  max_items?: number;
}

/**
 * «Parte (persona fisica o giuridica)»: a group asking for parties with the address book's attributes and their
 * conditions on `tipo` (one to ten parties unless told). The staff's preset, the seeded templates and the address
 * book share it.
 */
export const partyGroup = ({
  variable,
  question,
  item_label,
  min_items = 1,
  max_items = 10,
}: PartyGroupChoice): GroupQuestion => ({
  variable,
  question,
  type: 'group',
  item_label,
  min_items,
  max_items,
  fields: partyFields(),
  options: [],
  is_multiple_selection: false,
  required_answers: [],
});
