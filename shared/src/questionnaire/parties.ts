import { typeOf, type Answers, type AnswerValue, type Question } from '../domain/question';

/** A contract's name: at most this many characters (docs/api.md, "Contracts"). */
export const CONTRACT_NAME_MAX_LENGTH = 200;

/**
 * Whether a question's answer names a party: a text question whose variable is a person's full name (`…_nome`,
 * «Nome e cognome del locatore») or a body's name (`…_denominazione`), as the seeded templates and the authors'
 * guide name them.
 */
const namesAParty = (question: Question): boolean =>
  typeOf(question) === 'text' && /(^|_)(nome|denominazione)$/.test(question.variable);

/**
 * The party names an item of a repeating group of parties gives: its `denominazione`, or its `nome` and `cognome`
 * (docs/api.md, "Repeating groups and parties"); nothing for an item that names no one.
 */
const partyOfItem = (item: unknown): string[] => {
  if (typeof item !== 'object' || item === null) return [];
  const fields = item as Record<string, unknown>;
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string).trim() : '');
  const name = text('denominazione') || [text('nome'), text('cognome')].filter(Boolean).join(' ');
  return name ? [name] : [];
};

const partiesOfAnswer = (question: Question, answer: AnswerValue | undefined): string[] => {
  if (Array.isArray(answer)) return (answer as unknown[]).flatMap(partyOfItem);
  return namesAParty(question) && typeof answer === 'string' && answer.trim() ? [answer.trim()] : [];
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
