import {
  isGroup,
  typeOf,
  type Answer,
  type Answers,
  type GroupItem,
  type Question,
  type SimpleQuestion,
} from '../domain/question';
import { isGroupItem } from './group-items';

/** A contract's name: at most this many characters (docs/api.md, "Contracts"). */
export const CONTRACT_NAME_MAX_LENGTH = 200;

/**
 * The most characters of one party a contract keeps (its search finds the words within them): a party's name is
 * an answer already, and a contract is one DynamoDB item (shared/src/questionnaire/answer-size.ts).
 */
export const PARTY_NAME_MAX_LENGTH = 200;

/**
 * Whether a question's answer names a party: a text question whose variable is a person's full name (`…_nome`,
 * «Nome e cognome del locatore») or a body's name (`…_denominazione`), as the seeded templates and the authors'
 * guide name them.
 */
export const namesAParty = (question: Question | SimpleQuestion): boolean =>
  typeOf(question) === 'text' && /(^|_)(nome|denominazione)$/.test(question.variable);

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A party's name as a contract keeps it: at most PARTY_NAME_MAX_LENGTH characters. */
const partyName = (name: string): string =>
  name.length <= PARTY_NAME_MAX_LENGTH ? name : [...name].slice(0, PARTY_NAME_MAX_LENGTH).join('').trim();

/**
 * The party an item of a repeating group names: its `nome` and `cognome` fields together, else its first text
 * field that names a party (`denominazione`, `…_nome`); nothing for an item that names no one (a property).
 */
const partyOfItem = (fields: SimpleQuestion[], item: GroupItem): string[] => {
  const fullName = [textOf(item.nome), textOf(item.cognome)].filter(Boolean).join(' ');
  const named = fields.filter(namesAParty).map((field) => textOf(item[field.variable]));
  const name = (textOf(item.cognome) && fullName) || named.find(Boolean) || fullName;
  return name ? [partyName(name)] : [];
};

const partiesOfAnswer = (question: Question, answer: Answer | undefined): string[] => {
  if (isGroup(question))
    return Array.isArray(answer)
      ? answer.flatMap((item) => (isGroupItem(item) ? partyOfItem(question.fields, item) : []))
      : [];
  return namesAParty(question) && typeof answer === 'string' && answer.trim()
    ? [partyName(answer.trim())]
    : [];
};

/** Every party the answers name, in the order of the questions (a group's items in their order). */
export const partyNamesOf = (questions: Question[], answers: Answers): string[] =>
  questions.flatMap((question) => partiesOfAnswer(question, answers[question.variable]));

/** The first party the answers name: the first answer, in the questions' order, that names a party. */
export const firstPartyOf = (questions: Question[], answers: Answers): string | undefined =>
  partyNamesOf(questions, answers)[0];

/**
 * A contract's name when the lawyer has not given one: the template's title and the first party,
 * «Contratto di comodato d’uso gratuito di immobile – Mario Rossi»; the title alone before a party is named.
 */
export const defaultContractName = (title: string, questions: Question[], answers: Answers): string => {
  const party = firstPartyOf(questions, answers);
  const name = party ? `${title} – ${party}` : title;
  return [...name].slice(0, CONTRACT_NAME_MAX_LENGTH).join('').trim();
};
