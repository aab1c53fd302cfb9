import { CONTACT_TEXT_LIMITS as LIMITS } from '../domain/contact';
import type { GroupQuestion, SimpleQuestion, TypedFields } from '../domain/question';

/** The `tipo` field's options; the address book's `kind` maps to them (docs/api.md, "Address book"). */
export const PARTY_KINDS = {
  persona_fisica: 'Persona fisica',
  persona_giuridica: 'Persona giuridica',
} as const;

const PERSON = [{ tipo: PARTY_KINDS.persona_fisica }];
const COMPANY = [{ tipo: PARTY_KINDS.persona_giuridica }];
const EITHER = [...PERSON, ...COMPANY];

/** The variables of a party's fields: the address book's attribute names, and `tipo` for its kind. */
export type PartyVariable =
  | 'tipo'
  | 'nome'
  | 'cognome'
  | 'luogo_nascita'
  | 'data_nascita'
  | 'denominazione'
  | 'partita_iva'
  | 'codice_fiscale'
  | 'indirizzo'
  | 'cap'
  | 'comune'
  | 'provincia'
  | 'rea'
  | 'pec'
  | 'rappresentante_nome'
  | 'rappresentante_cognome'
  | 'rappresentante_qualifica';

/** A field's question and help text, as the lawyer reads them. */
export interface PartyFieldWording {
  question: string;
  description?: string;
}

/** Where a template's parties depart from the preset; variables, types, limits and conditions stay the preset's. */
export interface PartyFieldOptions {
  /** Ask each party's PEC (optional in the address book): yes unless told. */
  pec?: boolean;
  /** Ask a persona giuridica its codice fiscale too (optional in the address book): yes unless told. */
  companyCodiceFiscale?: boolean;
  /** Another question or help text for some fields. */
  wording?: Partial<Record<PartyVariable, PartyFieldWording>>;
}

const field = (
  variable: PartyVariable,
  question: string,
  required_answers: SimpleQuestion['required_answers'],
  typed: TypedFields & { description?: string },
): SimpleQuestion & { variable: PartyVariable } => ({
  variable,
  question,
  options: [],
  is_multiple_selection: false,
  required_answers,
  ...typed,
});

const text = (max_length: number, description?: string) => ({
  type: 'text' as const,
  max_length,
  ...(description ? { description } : {}),
});

/**
 * The fields of a party, persona fisica or giuridica, named exactly as the address book's attributes (docs/api.md,
 * "Address book and the firm's data"), so a contact fills them. `tipo` comes first; the others follow once it is
 * chosen, each asked for the kind that has it. `sesso` is not asked: the codice fiscale tells it, and the
 * documents' `nato` and `genere` filters read it there. The optional attributes (`pec`, `rea`, a company's
 * `codice_fiscale`) are asked too unless `options` leaves `pec` and the company's code out: an author deletes the
 * fields a contract does not need. The staff's preset and the seeded templates' parties are built here.
 */
export const partyFields = (options: PartyFieldOptions = {}): SimpleQuestion[] => {
  const { pec = true, companyCodiceFiscale = true, wording = {} } = options;
  const fields = [
    {
      ...field('tipo', 'Tipo di parte', [], {}),
      type: 'choice' as const,
      options: [PARTY_KINDS.persona_fisica, PARTY_KINDS.persona_giuridica],
    },
    field('nome', 'Nome', PERSON, text(LIMITS.nome)),
    field('cognome', 'Cognome', PERSON, text(LIMITS.cognome)),
    field(
      'luogo_nascita',
      'Luogo di nascita',
      PERSON,
      text(
        LIMITS.luogo_nascita,
        'Il comune con la sigla della provincia, per esempio «Roma (RM)», o lo Stato estero.',
      ),
    ),
    field('data_nascita', 'Data di nascita', PERSON, { type: 'date', min: '1900-01-01' }),
    field(
      'denominazione',
      'Denominazione o ragione sociale',
      COMPANY,
      text(LIMITS.denominazione, 'Con la forma giuridica, per esempio «Alfa Servizi S.r.l.».'),
    ),
    field('partita_iva', 'Partita IVA', COMPANY, { type: 'partita_iva' }),
    field('codice_fiscale', 'Codice fiscale', companyCodiceFiscale ? EITHER : PERSON, {
      type: 'codice_fiscale',
      description:
        'Per una persona fisica, dal codice fiscale il contratto ricava se scrivere «nato» o «nata», «il Sig.» o «la Sig.ra».',
    }),
    field('indirizzo', 'Indirizzo (residenza o sede)', EITHER, text(LIMITS.indirizzo)),
    field('cap', 'CAP', EITHER, { type: 'cap' }),
    field('comune', 'Comune', EITHER, text(LIMITS.comune)),
    field('provincia', 'Provincia (sigla)', EITHER, { type: 'provincia', description: 'Per esempio «MI».' }),
    field('rea', 'Numero REA (per esempio RM-1234567)', COMPANY, text(LIMITS.rea)),
    ...(pec ? [field('pec', 'Indirizzo PEC', EITHER, text(LIMITS.pec))] : []),
    field('rappresentante_nome', 'Nome del legale rappresentante', COMPANY, text(LIMITS.rappresentante_nome)),
    field(
      'rappresentante_cognome',
      'Cognome del legale rappresentante',
      COMPANY,
      text(LIMITS.rappresentante_cognome),
    ),
    field(
      'rappresentante_qualifica',
      'Qualifica del legale rappresentante (per esempio Amministratore unico)',
      COMPANY,
      text(LIMITS.rappresentante_qualifica),
    ),
  ];
  return fields.map((each) => ({ ...each, ...wording[each.variable] }));
};

/** What an author chooses of a party group; the rest is the preset's. */
export interface PartyGroupChoice {
  variable: string;
  question: string;
  description?: string;
  item_label: string;
  min_items?: number;
  max_items?: number;
}

/**
 * «Parte (persona fisica o giuridica)»: a group asking for parties with the address book's attributes and their
 * conditions on `tipo` (one to ten parties unless told), departing from the preset as `options` say. The staff's
 * preset, the seeded templates and the address book share it.
 */
export const partyGroup = (
  { variable, question, description, item_label, min_items = 1, max_items = 10 }: PartyGroupChoice,
  options: PartyFieldOptions = {},
): GroupQuestion => ({
  variable,
  question,
  ...(description ? { description } : {}),
  type: 'group',
  item_label,
  min_items,
  max_items,
  fields: partyFields(options),
  options: [],
  is_multiple_selection: false,
  required_answers: [],
});
