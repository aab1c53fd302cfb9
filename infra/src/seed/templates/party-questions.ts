import type { Condition, Question } from '@redigo/shared/domain/question';
import { typedQuestion } from './template-definition';

/** The conditions under which a party's questions are asked (none: always). */
type When = Condition[] | undefined;

/**
 * The questions that identify a natural person who signs, under `prefix` (`locatore_nome`, `locatore_residenza`…);
 * `who` names them in the question ("del locatore").
 */
export const personQuestions = (prefix: string, who: string, when?: When): Question[] => [
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
  typedQuestion(`${prefix}_codice_fiscale`, `Codice fiscale ${who}`, 'text', { max_length: 16, when }),
];

/** The questions that identify a company or another body that signs, under `prefix`. */
export const companyQuestions = (prefix: string, who: string, when?: When): Question[] => [
  typedQuestion(`${prefix}_denominazione`, `Denominazione o ragione sociale ${who}`, 'text', {
    max_length: 160,
    when,
  }),
  typedQuestion(`${prefix}_sede`, `Indirizzo della sede legale ${who}`, 'text', {
    max_length: 200,
    description: 'Via e numero civico, CAP, comune e provincia.',
    when,
  }),
  typedQuestion(`${prefix}_partita_iva`, `Codice fiscale e partita IVA ${who}`, 'text', {
    max_length: 16,
    when,
  }),
  typedQuestion(`${prefix}_rappresentante`, `Nome e cognome del legale rappresentante ${who}`, 'text', {
    max_length: 120,
    when,
  }),
];

/** A natural person as a contract names them, from the answers under `prefix`. */
export const personText = (prefix: string): string =>
  `il/la Sig./Sig.ra **{${prefix}_nome}**, nato/a a {${prefix}_nascita_luogo} il {${prefix}_nascita_data}, residente in {${prefix}_residenza}, codice fiscale {${prefix}_codice_fiscale}`;

/** A natural person opening a paragraph: `Il/La Sig./Sig.ra …`. */
export const personTextAtStart = (prefix: string): string => personText(prefix).replace(/^il\/la/, 'Il/La');

/** A company as a contract names it, from the answers under `prefix`. */
export const companyText = (prefix: string): string =>
  `**{${prefix}_denominazione}**, con sede legale in {${prefix}_sede}, codice fiscale e partita IVA {${prefix}_partita_iva}, in persona del legale rappresentante pro tempore, Sig./Sig.ra {${prefix}_rappresentante}`;
