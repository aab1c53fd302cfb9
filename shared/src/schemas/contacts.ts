import { boolean, mixed, object, string, type InferType, type ObjectShape } from 'yup';
import { CONTACT_KINDS, CONTACT_TEXT_LIMITS as LIMITS, type ContactData } from '../domain/contact';
import { contactAttributeLabels as labels, contactMessages as m } from '../messages/contacts';
import {
  addressField,
  birthDateField,
  capField,
  companyCodiceFiscale,
  onlyFor,
  optionalText,
  partitaIvaField,
  personCodiceFiscale,
  personName,
  phoneField,
  provinceField,
  reaField,
  requiredText,
  sexField,
} from './contact-fields';
import { withSafeCharacters } from './fields';
import { pagingFields } from './paging';
import { validationMessages } from '../messages/validation';

/** What an answer carries besides the contact's data: accepted back in a body and ignored (`updatedAt` is checked). */
const READ_ONLY_KEYS = ['id', 'createdAt'];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Up to five of the keys no contact has, shortened and without control characters, to name them in the answer. */
const unknownKeys = (value: unknown, shape: ObjectShape): string[] =>
  isPlainObject(value)
    ? Object.keys(value)
        .filter((key) => !Object.hasOwn(shape, key) && !READ_ONLY_KEYS.includes(key))
        .slice(0, 5)
        .map((key) => key.replace(/\p{Cc}/gu, '').slice(0, 40))
    : [];

/**
 * A contact's body: only the shape's own keys reach the fields (a key named like an Object.prototype member would
 * make yup throw), and any other key but the read-only ones is refused by name.
 */
const contactObject = <S extends ObjectShape>(shape: S) =>
  object(shape)
    .transform((value: unknown) =>
      isPlainObject(value)
        ? Object.fromEntries(
            Object.keys(value).flatMap((key) => (Object.hasOwn(shape, key) ? [[key, value[key]]] : [])),
          )
        : value,
    )
    .test('known-fields', function known() {
      const unknown = unknownKeys(this.originalValue, shape);
      return unknown.length === 0 ? true : this.createError({ message: m.unknownFields(unknown), path: '' });
    });

/** A field of one kind, its label given once (the rule a condition picks carries no label of its own). */
const fisica = <T>(label: string, rule: () => T) =>
  onlyFor('persona_fisica', label, rule as never).label(label);
const giuridica = <T>(label: string, rule: () => T) =>
  onlyFor('persona_giuridica', label, rule as never).label(label);

/**
 * POST /contact and PUT /contact/{id}: a persona fisica or giuridica, one Italian message per field (docs/api.md,
 * "Address book"). Codes are stored upper case without spaces, texts trimmed. `updatedAt`, when a PUT gives it, must
 * be the stored one (the contact was not changed since it was read).
 */
export const contactSchema = contactObject({
  kind: mixed<ContactData['kind']>()
    .required(m.kind)
    .oneOf([...CONTACT_KINDS], m.kind)
    .label(labels.kind),
  nome: fisica(labels.nome, () => personName(m.nome)),
  cognome: fisica(labels.cognome, () => personName(m.cognome)),
  sesso: fisica(labels.sesso, sexField),
  luogo_nascita: fisica(labels.luogo_nascita, () => requiredText(LIMITS.luogo_nascita, m.luogoNascita)),
  data_nascita: fisica(labels.data_nascita, birthDateField),
  denominazione: giuridica(labels.denominazione, () => requiredText(LIMITS.denominazione, m.denominazione)),
  partita_iva: giuridica(labels.partita_iva, partitaIvaField),
  codice_fiscale: mixed()
    .when('kind', ([kind], schema) =>
      kind === 'persona_fisica'
        ? personCodiceFiscale().label(labels.codice_fiscale)
        : kind === 'persona_giuridica'
          ? companyCodiceFiscale().label(labels.codice_fiscale)
          : schema.strip(),
    )
    .label(labels.codice_fiscale),
  indirizzo: requiredText(LIMITS.indirizzo, m.indirizzo).label(labels.indirizzo),
  cap: capField().label(labels.cap),
  comune: requiredText(LIMITS.comune, m.comune).label(labels.comune),
  provincia: provinceField().label(labels.provincia),
  rea: giuridica(labels.rea, reaField),
  pec: addressField(m.pec).label(labels.pec),
  email: fisica(labels.email, () => addressField(m.email)),
  telefono: fisica(labels.telefono, phoneField),
  rappresentante_nome: giuridica(labels.rappresentante_nome, () => personName(m.rappresentanteNome)),
  rappresentante_cognome: giuridica(labels.rappresentante_cognome, () => personName(m.rappresentanteCognome)),
  rappresentante_qualifica: giuridica(labels.rappresentante_qualifica, () =>
    requiredText(LIMITS.rappresentante_qualifica, m.rappresentanteQualifica),
  ),
  updatedAt: optionalText(40).label('Ultima modifica'),
  /** POST: true puts the contact in the studio's book (docs/api.md, "The studio"); PUT ignores it. */
  shared: boolean().typeError(validationMessages.notABoolean).optional().label('Dello studio'),
});

/**
 * A contact's body as validated: its `kind`, the fields of that kind (typed by the schema no further than present or
 * not: `contactDataOf` in the contacts area keeps them), the `updatedAt` a PUT may carry, and `shared` for a POST.
 */
export type ContactBody = InferType<typeof contactSchema>;

/** GET /contact: page, limit (capped) and a part of the name. */
export const listContactsQuerySchema = object({
  ...pagingFields,
  name: withSafeCharacters(
    string()
      .transform((value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value))
      .max(120, m.tooLong(120)),
  )
    .optional()
    .label('Ricerca'),
});
export type ListContactsQuery = InferType<typeof listContactsQuerySchema>;
