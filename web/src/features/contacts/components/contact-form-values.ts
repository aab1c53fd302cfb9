import {
  CONTACT_ATTRIBUTES,
  type Contact,
  type ContactData,
  type ContactKind,
} from '@redigo/shared/domain/contact';
import { formatShortDate, parseIsoDate, parseItalianDate } from '@redigo/shared/italian/calendar';
import { contactSchema } from '@redigo/shared/schemas/contacts';

/**
 * A contact's form: its kind and every attribute of the kind as typed (an empty text for none); the birth date as
 * an Italian writes it, `gg/mm/aaaa`.
 */
export type ContactFormValues = { kind: ContactKind } & Record<string, string>;

/** The attributes both kinds have, kept when the lawyer switches kind while creating a contact. */
const SHARED_ATTRIBUTES: readonly string[] = CONTACT_ATTRIBUTES.persona_fisica.filter((name) =>
  (CONTACT_ATTRIBUTES.persona_giuridica as readonly string[]).includes(name),
);

/** `1985-12-10` as `10/12/1985`; anything else as it is. */
export const italianDate = (iso: string): string => {
  const date = parseIsoDate(iso);
  return date ? formatShortDate(date) : iso;
};

/** A typed `10/12/1985` as `1985-12-10`; what is no date stays as typed, for the schema to refuse. */
const isoDate = (typed: string): string => parseItalianDate(typed) ?? typed;

/** The form's values for a kind: the contact's, or what was typed under the other kind, or nothing. */
export const formValuesOf = (kind: ContactKind, from?: Contact | ContactFormValues): ContactFormValues => {
  const source = (from ?? {}) as Record<string, unknown>;
  const keep = (name: string) => from && (source.kind === kind || SHARED_ATTRIBUTES.includes(name));
  const values = Object.fromEntries(
    CONTACT_ATTRIBUTES[kind].map((name) => {
      const value = keep(name) && typeof source[name] === 'string' ? (source[name] as string) : '';
      return [name, name === 'data_nascita' && from && 'id' in from ? italianDate(value) : value];
    }),
  );
  return { ...values, kind };
};

/** The contact the form describes: a field left empty is left out (the contact has no such datum). */
export const contactDataOf = (values: ContactFormValues): ContactData =>
  Object.fromEntries([
    ['kind', values.kind],
    ...CONTACT_ATTRIBUTES[values.kind].flatMap((name) => {
      const value = (values[name] ?? '').trim();
      if (value === '') return [];
      return [[name, name === 'data_nascita' ? isoDate(value) : value]];
    }),
  ]) as ContactData;

/** The shared schema, on the form's values: the birth date read from `gg/mm/aaaa` first. */
export const contactFormSchema = contactSchema.transform((value: unknown) => {
  const given = value as Record<string, unknown> | null;
  return given && typeof given.data_nascita === 'string'
    ? { ...given, data_nascita: isoDate(given.data_nascita.trim()) }
    : value;
});
