import type { Condition, GroupQuestion, Question } from '@redigo/shared/domain/question';
import {
  partyFields,
  partyGroup as presetPartyGroup,
  type PartyFieldOptions,
} from '@redigo/shared/questionnaire/party-preset';
import { typedQuestion } from './template-definition';

/**
 * How the seeded contracts ask their parties: the staff's preset «Parte (persona fisica o giuridica)» (its fields,
 * limits and conditions, named as the address book's attributes), without the optional PEC (no seeded contract
 * writes it) and a company's optional codice fiscale (the partita IVA names it), and with the questionnaire's own
 * wording where it guides the lawyer more.
 */
const SEEDED_PARTIES: PartyFieldOptions = {
  pec: false,
  companyCodiceFiscale: false,
  wording: {
    tipo: {
      question: 'È una persona fisica o una persona giuridica?',
      description: 'Società, associazioni, fondazioni ed enti sono persone giuridiche.',
    },
    indirizzo: {
      question: 'Indirizzo (via e numero civico)',
      description: 'La residenza di una persona fisica, la sede legale di una persona giuridica.',
    },
    rea: {
      question: 'Numero REA',
      description:
        'La sigla della provincia e il numero del Repertorio Economico Amministrativo: «RM-1234567».',
    },
    rappresentante_qualifica: {
      question: 'Carica del legale rappresentante',
      description: 'Per esempio «Amministratore unico» o «Presidente del consiglio di amministrazione».',
    },
  },
};

/** The fields of one seeded party, persona fisica or giuridica: the preset's, as SEEDED_PARTIES asks them. */
export const PARTY_FIELDS = partyFields(SEEDED_PARTIES);

interface PartyGroupExtras {
  description?: string;
  /** 1 unless given; a group allows at most 20. */
  min?: number;
  /** 6 unless given. */
  max?: number;
}

/** A group asking for the parties of one role (the landlords, the tenants), each persona fisica or giuridica. */
export const partyGroup = (
  variable: string,
  text: string,
  itemLabel: string,
  { description, min = 1, max = 6 }: PartyGroupExtras = {},
): GroupQuestion =>
  presetPartyGroup(
    { variable, question: text, description, item_label: itemLabel, min_items: min, max_items: max },
    SEEDED_PARTIES,
  );

/** The residence or seat of the item in a party group's loop: `via Verdi n. 12, 20121 Milano (MI)`. */
const ADDRESS = '{indirizzo}, {cap} {comune} ({provincia})';

/**
 * Inside a party group's loop: the item as a careful lawyer names it. A persona fisica with «il Sig.» or «la Sig.ra»
 * and «nato» or «nata» read from the codice fiscale, birth, code and residence; a persona giuridica with its seat,
 * partita IVA, REA and legale rappresentante (named without a title: the answers do not say their gender).
 */
const PARTY_TEXT =
  '{#tipo == "Persona fisica"}{codice_fiscale | genere:"il Sig.":"la Sig.ra"} **{nome} {cognome}**, ' +
  `{codice_fiscale | nato} a {luogo_nascita} il {data_nascita}, codice fiscale {codice_fiscale}, residente in ${ADDRESS}{/}` +
  '{#tipo == "Persona giuridica"}la società **{denominazione}**, ' +
  `con sede legale in ${ADDRESS}, partita IVA {partita_iva}, iscritta nel Registro delle Imprese con numero REA {rea}, ` +
  'in persona di {rappresentante_nome} {rappresentante_cognome}, nella qualità di {rappresentante_qualifica} e legale rappresentante pro tempore{/}';

/** Inside a party group's loop: who signs for the item (the person, or the company and its representative). */
export const PARTY_SIGNER =
  '{#tipo == "Persona fisica"}{nome} {cognome}{/}' +
  '{#tipo == "Persona giuridica"}{denominazione}, in persona di {rappresentante_nome} {rappresentante_cognome}{/}';

/**
 * The comparizione of a party group in the markup of `../docx/SOURCE-FORMAT.md`: one paragraph per party, the last
 * one naming them all with `designation` («di seguito, il “Locatore”», or «di seguito, congiuntamente, il “Locatore”»
 * for several: the collective singular keeps every clause of the contract in agreement with it).
 */
export const partiesParagraphs = (group: string, designation: string): string =>
  `{#${group}}\n[[sinistra]] ${PARTY_TEXT}{^$ultimo};{/}` +
  `{#$ultimo} (di seguito, {${group} | plurale:"":"congiuntamente, "}${designation});{/}\n{/${group}}`;

/** The questions that identify a natural person who signs, top level, under `prefix` (`professionista_nome`…). */
export const personQuestions = (prefix: string, who: string, when?: Condition[]): Question[] => [
  typedQuestion(`${prefix}_nome`, `Nome e cognome ${who}`, 'text', { max_length: 120, when }),
  typedQuestion(`${prefix}_nascita_luogo`, `Luogo di nascita ${who}`, 'text', {
    max_length: 80,
    description: 'Il comune (e la provincia) o lo Stato estero di nascita.',
    when,
  }),
  typedQuestion(`${prefix}_nascita_data`, `Data di nascita ${who}`, 'date', { min: '1900-01-01', when }),
  typedQuestion(`${prefix}_residenza`, `Indirizzo di residenza ${who}`, 'text', {
    max_length: 200,
    description: 'Via e numero civico, CAP, comune e provincia.',
    when,
  }),
  typedQuestion(`${prefix}_codice_fiscale`, `Codice fiscale ${who}`, 'codice_fiscale', {
    description: 'Dal codice fiscale il contratto ricava se scrivere «nato» o «nata».',
    when,
  }),
];
