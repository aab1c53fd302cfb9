import type { Billing } from './invoice';

/**
 * The firm's data a document writes without asking (docs/api.md, "Address book and the firm's data"): each tag
 * `{avvocato.x}` or `{studio.x}`, in the order the palette lists them. One source of truth for the template check,
 * the render, the master form's palette and the profile page.
 */
export const FIRM_TAGS = {
  avvocato: ['nome', 'cognome', 'codice_fiscale', 'pec', 'ordine'],
  studio: ['denominazione', 'presso', 'indirizzo', 'cap', 'comune', 'provincia', 'partita_iva'],
} as const;

export type FirmPart = keyof typeof FIRM_TAGS;
export type LawyerField = (typeof FIRM_TAGS.avvocato)[number];
export type OfficeField = (typeof FIRM_TAGS.studio)[number];

/** The two names a tag of the firm's data starts with; no question may take them as its variable. */
export const FIRM_PARTS = Object.keys(FIRM_TAGS) as FirmPart[];

/** Every tag of the firm's data as an author types it, `avvocato.nome` … `studio.partita_iva`. */
export const FIRM_TAG_NAMES: readonly string[] = FIRM_PARTS.flatMap((part) =>
  FIRM_TAGS[part].map((field) => `${part}.${field}`),
);

/** What each tag writes, in Italian, for the palette and the profile page. */
export const FIRM_TAG_LABELS: Readonly<Record<string, string>> = {
  'avvocato.nome': 'Nome dell’avvocato',
  'avvocato.cognome': 'Cognome dell’avvocato',
  'avvocato.codice_fiscale': 'Codice fiscale dell’avvocato',
  'avvocato.pec': 'PEC dell’avvocato',
  'avvocato.ordine': 'Ordine degli Avvocati di iscrizione',
  'studio.denominazione': 'Denominazione dello studio',
  'studio.presso': 'Lo studio dopo «presso» (presso lo Studio Legale…)',
  'studio.indirizzo': 'Indirizzo dello studio',
  'studio.cap': 'CAP dello studio',
  'studio.comune': 'Comune dello studio',
  'studio.provincia': 'Provincia dello studio (sigla)',
  'studio.partita_iva': 'Partita IVA dello studio',
};

/** The firm's data as documents write them: every field a text, empty when unknown. */
export interface FirmData {
  avvocato: Record<LawyerField, string>;
  studio: Record<OfficeField, string>;
}

/** What the firm's data are made from: the account (its Bar registration) and, when given, the billing data. */
export interface FirmAccount {
  name: string;
  surname: string;
  pec: string;
  codice_fiscale?: string;
  /** The seat of the Ordine degli Avvocati (`Roma`), as the registration stores it. */
  ordine?: string;
}

/** `Roma` → `Ordine degli Avvocati di Roma`; `L'Aquila` → `dell'Aquila`, `La Spezia` → `della Spezia`. */
export const barCouncilName = (seat: string): string => {
  if (/^L['’]/.test(seat)) return `Ordine degli Avvocati dell’${seat.slice(2)}`;
  if (seat.startsWith('La ')) return `Ordine degli Avvocati della ${seat.slice(3)}`;
  return `Ordine degli Avvocati di ${seat}`;
};

const officeName = (billing: Billing): string =>
  billing.kind === 'studio'
    ? (billing.denominazione ?? '')
    : `Studio Legale Avv. ${billing.name ?? ''} ${billing.surname ?? ''}`.trim();

/**
 * «presso» and the firm's name with the article Italian wants before it: `presso lo Studio Legale Avv. Giulia Verdi`,
 * `presso l’Associazione Professionale Bianchi`, `presso la Società tra Avvocati Rossi`; a name that is not a common
 * noun takes none (`presso Bianchi & Partners`).
 */
export const pressoFirm = (name: string): string => {
  if (name === '') return '';
  if (/^studio(?=\s|$)/i.test(name)) return `presso lo ${name}`;
  if (/^associazione(?=\s|$)/i.test(name)) return `presso l’${name}`;
  if (/^societ[aà](?=\s|$)/i.test(name)) return `presso la ${name}`;
  return `presso ${name}`;
};

/**
 * The firm's data of an account: the lawyer's part from the account, the firm's from the billing data (none given,
 * or a preview: every studio field empty). A lawyer who gave no codice fiscale at registration and is invoiced as a
 * `professionista` has the billing data's one: those are the lawyer's own data.
 */
export const firmData = (account: FirmAccount | undefined, billing?: Billing): FirmData => ({
  avvocato: {
    nome: account?.name ?? '',
    cognome: account?.surname ?? '',
    codice_fiscale:
      account?.codice_fiscale ?? (billing?.kind === 'professionista' ? billing.codice_fiscale : ''),
    pec: account?.pec ?? '',
    ordine: account?.ordine ? barCouncilName(account.ordine) : '',
  },
  studio: {
    denominazione: billing ? officeName(billing) : '',
    presso: billing ? pressoFirm(officeName(billing)) : '',
    indirizzo: billing?.indirizzo ?? '',
    cap: billing?.cap ?? '',
    comune: billing?.comune ?? '',
    provincia: billing?.provincia ?? '',
    partita_iva: billing?.partita_iva ?? '',
  },
});

/** The tags whose value is empty (the profile page's "missing" list). */
export const missingFirmTags = (firm: FirmData): string[] =>
  FIRM_TAG_NAMES.filter((tag) => {
    const [part, field] = tag.split('.') as [FirmPart, string];
    return (firm[part] as Record<string, string>)[field] === '';
  });
