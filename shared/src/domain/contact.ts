/** The two kinds of contact of a lawyer's address book (docs/api.md, "Address book"). */
export const CONTACT_KINDS = ['persona_fisica', 'persona_giuridica'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export const SEXES = ['M', 'F'] as const;
export type Sex = (typeof SEXES)[number];

/** A person: a client, a counterparty, an heir. */
export interface PersonaFisica {
  kind: 'persona_fisica';
  nome: string;
  cognome: string;
  sesso: Sex;
  luogo_nascita: string;
  /** `YYYY-MM-DD`. */
  data_nascita: string;
  codice_fiscale: string;
  indirizzo: string;
  cap: string;
  comune: string;
  provincia: string;
  pec?: string;
  email?: string;
  telefono?: string;
}

/** A company or body, with the person who represents it. */
export interface PersonaGiuridica {
  kind: 'persona_giuridica';
  denominazione: string;
  partita_iva: string;
  /** 11 digits, or the 16 characters of a person's code (a sole trader's). */
  codice_fiscale?: string;
  /** The seat. */
  indirizzo: string;
  cap: string;
  comune: string;
  provincia: string;
  /** `RM-1234567`. */
  rea?: string;
  pec?: string;
  rappresentante_nome: string;
  rappresentante_cognome: string;
  rappresentante_qualifica: string;
}

/** A contact as a lawyer writes it (POST, PUT). */
export type ContactData = PersonaFisica | PersonaGiuridica;

/** A contact as the API answers it. */
/** A contact as the API answers it; `shared` is true for one of the studio's book (docs/api.md, "The studio"). */
export type Contact = ContactData & { id: string; createdAt: string; updatedAt: string; shared?: boolean };

/** The attributes of each kind, in the order forms show them (`kind` aside). */
export const CONTACT_ATTRIBUTES = {
  persona_fisica: [
    'nome',
    'cognome',
    'sesso',
    'luogo_nascita',
    'data_nascita',
    'codice_fiscale',
    'indirizzo',
    'cap',
    'comune',
    'provincia',
    'pec',
    'email',
    'telefono',
  ],
  persona_giuridica: [
    'denominazione',
    'partita_iva',
    'codice_fiscale',
    'indirizzo',
    'cap',
    'comune',
    'provincia',
    'rea',
    'pec',
    'rappresentante_nome',
    'rappresentante_cognome',
    'rappresentante_qualifica',
  ],
} as const satisfies {
  persona_fisica: readonly (keyof PersonaFisica)[];
  persona_giuridica: readonly (keyof PersonaGiuridica)[];
};

/** How lists and pickers name a contact: `Rossi Mario`, or the denominazione. */
export const contactDisplayName = (contact: ContactData): string =>
  contact.kind === 'persona_fisica' ? `${contact.cognome} ${contact.nome}` : contact.denominazione;

/** The kinds as pages show them. */
export const CONTACT_KIND_LABELS: Readonly<Record<ContactKind, string>> = {
  persona_fisica: 'Persona fisica',
  persona_giuridica: 'Persona giuridica',
};

/**
 * The longest text each of a contact's free-text attributes may hold. One table for the address book's checks and
 * for the party fields of a questionnaire (shared/src/questionnaire/party-preset.ts): what a card accepts, «Salva in
 * rubrica» stores, and what a contact holds, a card takes.
 */
export const CONTACT_TEXT_LIMITS = {
  nome: 60,
  cognome: 60,
  luogo_nascita: 80,
  denominazione: 160,
  indirizzo: 120,
  comune: 80,
  rea: 12,
  pec: 254,
  rappresentante_nome: 60,
  rappresentante_cognome: 60,
  rappresentante_qualifica: 80,
} as const;
