import { CONTACT_ATTRIBUTES, CONTACT_KINDS, type ContactData, type ContactKind } from '../domain/contact';
import { typeOf, type Answers, type AnswerValue, type GroupFields } from '../domain/question';
import { fieldWording } from '../messages/answer-wording';
import { decodeCodiceFiscaleBirth } from '../tax-codes/codice-fiscale-birth';
import { askedFields } from './group-items';
import { PARTY_KINDS } from './party-preset';
import { readTypedInput, typedInputText } from './typed-input';

/** An item of a group as the lawyer is filling it: a typed field's text as typed, a choice as chosen. */
export type TypedValues = Record<string, AnswerValue>;

/** Every attribute either kind of contact has. */
const ATTRIBUTES = new Set<string>([
  ...CONTACT_ATTRIBUTES.persona_fisica,
  ...CONTACT_ATTRIBUTES.persona_giuridica,
]);

const attributesOf = (kind: ContactKind): readonly string[] => CONTACT_ATTRIBUTES[kind];

/** The `choice` field named `tipo` whose options are the two kinds (docs/api.md, "Address book"). */
const isKindField = (field: GroupFields['fields'][number]): boolean =>
  field.variable === 'tipo' &&
  typeOf(field) === 'choice' &&
  Object.values(PARTY_KINDS).every((option) => field.options.includes(option));

/**
 * Whether a group's fields carry a contact's attribute names (a party group), so that «Scegli dalla rubrica» and
 * «Salva in rubrica» make sense: a name (`cognome` or `denominazione`) and at least one more attribute.
 */
export const isPartyGroup = (group: Pick<GroupFields, 'fields'>): boolean => {
  const variables = group.fields.map((field) => field.variable);
  const named = variables.includes('cognome') || variables.includes('denominazione');
  return named && variables.filter((variable) => ATTRIBUTES.has(variable)).length >= 2;
};

/**
 * An item filled from a contact (docs/api.md, "Filling a group item from a contact"): each field of the group whose
 * variable is an attribute of the contact's kind gets the contact's value, as the field shows it (a date as
 * `gg/mm/aaaa`); the `tipo` choice gets the kind; an attribute field the contact has no value for is emptied, so
 * an item never mixes two people's data; every other field keeps what was typed. The card asks the fields again
 * with their conditions read on the new values.
 */
export const itemFromContact = (
  group: Pick<GroupFields, 'fields'>,
  item: TypedValues,
  contact: ContactData,
): TypedValues => {
  const filled: TypedValues = { ...item };
  const values = contact as unknown as Record<string, unknown>;
  const own = attributesOf(contact.kind);
  for (const field of group.fields) {
    const { variable } = field;
    if (isKindField(field)) {
      filled[variable] = PARTY_KINDS[contact.kind];
      continue;
    }
    if (!ATTRIBUTES.has(variable)) continue;
    const value = own.includes(variable) ? values[variable] : undefined;
    delete filled[variable];
    if (typeof value !== 'string' || value === '') continue;
    if (typeOf(field) !== 'choice') filled[variable] = typedInputText(field, value);
    else if (field.options.includes(value)) filled[variable] = field.is_multiple_selection ? [value] : value;
  }
  return filled;
};

/** What «Salva in rubrica» would write: the contact, or the problems of the item's fields by variable. */
export type ContactFromItem =
  { contact: ContactData; problems?: undefined } | { contact?: undefined; problems: Map<string, string> };

/** The kind an item describes: its `tipo`, else the stored contact's, else a company when it has a denominazione. */
const kindOf = (group: Pick<GroupFields, 'fields'>, item: TypedValues, stored?: ContactData): ContactKind => {
  const tipo = group.fields.find(isKindField) ? item.tipo : undefined;
  const chosen = CONTACT_KINDS.find((kind) => PARTY_KINDS[kind] === tipo);
  if (chosen) return chosen;
  if (stored) return stored.kind;
  return typeof item.denominazione === 'string' && item.denominazione.trim() !== ''
    ? 'persona_giuridica'
    : 'persona_fisica';
};

/**
 * The contact «Salva in rubrica» writes from an item (docs/api.md: "creates or updates a contact from the same
 * names"): the stored contact's attributes of the item's kind, each replaced by the item's value for the fields
 * asked of it now. A field left blank, or one the group does not ask, keeps the stored value: PUT replaces the whole
 * contact, so a blank is never sent as "erase". A persona fisica's `sesso`, which party groups do not ask, is read
 * from the item's codice fiscale. A value the field can't read (a date that does not exist) is a problem, worded as
 * the questionnaire words it, and nothing is written.
 */
export const contactFromItem = (
  group: Pick<GroupFields, 'fields'>,
  item: TypedValues,
  outer: Answers,
  stored?: ContactData,
): ContactFromItem => {
  const kind = kindOf(group, item, stored);
  const own = attributesOf(kind);
  const base = (stored ?? {}) as unknown as Record<string, unknown>;
  const written: Record<string, string> = {};
  for (const name of own) if (typeof base[name] === 'string') written[name] = base[name] as string;
  const problems = new Map<string, string>();
  for (const field of askedFields(group, item, outer)) {
    const { variable } = field;
    if (!own.includes(variable)) continue;
    const value = item[variable];
    if (typeOf(field) === 'choice') {
      const chosen = Array.isArray(value) ? value[0] : value;
      if (chosen) written[variable] = chosen;
      continue;
    }
    if (typeof value !== 'string' || value.trim() === '') continue;
    const read = readTypedInput(field, value, fieldWording);
    if (read.value === undefined) problems.set(variable, read.problem);
    else if (read.value !== '') written[variable] = read.value;
  }
  const sex = kind === 'persona_fisica' && !group.fields.some((field) => field.variable === 'sesso');
  const birth = sex && written.codice_fiscale ? decodeCodiceFiscaleBirth(written.codice_fiscale) : null;
  if (birth) written.sesso = birth.sex;
  if (problems.size > 0) return { problems };
  return { contact: { kind, ...written } as unknown as ContactData };
};

/**
 * Whether a stored contact is the one an item describes, though the item no longer knows it came from it (the form
 * was left and opened again): the same kind and the same codice fiscale (a person) or partita IVA (a company).
 */
export const isSameContact = (stored: ContactData, item: ContactData): boolean => {
  if (stored.kind !== item.kind) return false;
  const code = (contact: ContactData) =>
    contact.kind === 'persona_fisica' ? contact.codice_fiscale : contact.partita_iva;
  return Boolean(code(item)) && code(stored) === code(item);
};

/** The name a search finds the item's contact by (`cognome nome`, or the denominazione), empty without one. */
export const searchNameOf = (item: ContactData): string =>
  (item.kind === 'persona_fisica' ? [item.cognome, item.nome] : [item.denominazione])
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' ');
