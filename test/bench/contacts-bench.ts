import type { ContactRecord } from '@redigo/functions/areas/contacts';
import { contactItem, indexItemsOf } from '@redigo/functions/infrastructure/dynamodb/contacts/contact-items';
import { COUNTER_KEY } from '@redigo/functions/infrastructure/dynamodb/contacts/contact-keys';
import type { LocalStack } from '../../infra/src/local/local-stack';
import { batchWrite } from './batch-write';
import type { BudgetRow } from './budget-row';
import type { BenchServices } from './bench-stack';
import { interleavedRatios, median, timeGet, type TimedGet } from './interleaved-timing';
import { measurePicker, pickerRows, type PickerFigures } from './picker-bench';
import { benchLogin } from './questions-bench';

const NOMI =
  'Mario Giulia Luca Francesca Marco Chiara Andrea Sara Giovanni Elena Paolo Anna Stefano Laura Alessandro Valentina Davide Martina Matteo Federica Lorenzo Silvia Simone Paola Roberto Elisa Antonio Giorgia Fabio Alessia'.split(
    ' ',
  );
const COGNOMI =
  "Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti De Luca Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri Fontana Santoro Mariani Rinaldi Caruso Ferrara Galli Martini Leone Longo Gentile Martinelli Vitale Lombardo Serra Coppola De Santis D'Angelo Marchetti Parisi Villa Conte Ferraro Ferri Fabbri Bianco Marini Grasso Valentini Messina Sala De Angelis Gatti Pellegrini Palumbo Sanna Farina Rizzi Monti".split(
    ' ',
  );
const SETTORI =
  'Costruzioni Immobiliare Trasporti Logistica Consulenze Impianti Servizi Commercio Tessile Alimentari'.split(
    ' ',
  );
const FORME = ['S.r.l.', 'S.p.A.', 'S.a.s.', 'S.n.c.', 'S.r.l.s.'];

/** The client the name search looks for: one at every size, and no other name holds `quagliar`. */
const SEARCHED = { nome: 'Bartolomeo', cognome: 'Quagliarella' };
/** A surname many clients share: the matches grow with the address book. */
const COMMON = 'rossi';

const pick = <T>(values: readonly T[], n: number): T => values[n % values.length] as T;

/** Contact number `n` of a lawyer's address book: four in five persons, one in five companies. */
const contactOf = (ownerId: string, n: number): ContactRecord => {
  const at = new Date(Date.UTC(2024, 0, 1) + n * 60_000).toISOString();
  const base = { id: `bench-contact-${n}`, ownerId, revision: 1, createdAt: at, updatedAt: at };
  const place = { indirizzo: `Via Roma ${(n % 200) + 1}`, cap: '00186', comune: 'Roma', provincia: 'RM' };
  if (n % 5 === 4)
    return {
      ...base,
      ...place,
      kind: 'persona_giuridica',
      denominazione: `${pick(COGNOMI, n * 7)} ${pick(SETTORI, n)} ${pick(FORME, n)}`,
      partita_iva: '12345678903',
      rappresentante_nome: pick(NOMI, n),
      rappresentante_cognome: pick(COGNOMI, n * 3),
      rappresentante_qualifica: 'Amministratore unico',
    };
  const person = n === 0 ? SEARCHED : { nome: pick(NOMI, n * 11), cognome: pick(COGNOMI, n) };
  return {
    ...base,
    ...place,
    ...person,
    kind: 'persona_fisica',
    sesso: 'M',
    luogo_nascita: 'Roma',
    data_nascita: '1985-12-10',
    codice_fiscale: 'RSSMRA85T10H501O',
  };
};

/** Writes `size` contacts of the lawyer as their transactions would: the contacts, their index items, the counter. */
const seedContacts = async (stack: LocalStack, ownerId: string, size: number): Promise<number> => {
  const items: Record<string, unknown>[] = [];
  for (let n = 0; n < size; n += 1) {
    const record = contactOf(ownerId, n);
    items.push(contactItem(record), ...indexItemsOf(record));
  }
  items.push({ ownerId, key: COUNTER_KEY, contacts: size });
  await batchWrite(stack.infrastructure.dynamo, stack.config.tables.contacts, items);
  return items.length;
};

type ContactsGet = 'page 1' | 'search, one match' | 'search, common surname';

export interface ContactsFigures {
  sizes: {
    contacts: number;
    seedSeconds: number;
    items: number;
    timings: Record<ContactsGet, { medianMs: number; matches: number }>;
  }[];
  /** Median with the most contacts over the fewest, timed in alternation; budget 1.5 for page 1 and the rare search. */
  ratios: Record<ContactsGet, number>;
  /** «Scegli dalla rubrica» at the largest size. */
  picker?: PickerFigures;
}

const requestsOf = (url: string, token: string): TimedGet<ContactsGet>[] => [
  { list: 'page 1', url: `${url}/api/contact?page=1&limit=10`, token },
  { list: 'search, one match', url: `${url}/api/contact?name=quagliar&limit=10`, token },
  { list: 'search, common surname', url: `${url}/api/contact?name=${COMMON}&limit=10`, token },
];

const totalOf = async ({ url, token }: TimedGet): Promise<number> => {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { totalResults: number } }).data.totalResults;
};

/**
 * For each size, a fresh local stack whose demo lawyer has that many contacts; each GET timed alone, then the
 * smallest and the largest in alternation for the ratios (docs/design.md: page 1 and a name search flat within 1.5x).
 */
export const measureContacts = async (
  services: BenchServices,
  sizes: number[],
  iterations: number,
): Promise<ContactsFigures> => {
  const results: ContactsFigures['sizes'] = [];
  const requests: TimedGet<ContactsGet>[][] = [];
  let picker: PickerFigures | undefined;
  for (const size of sizes) {
    const stack = await services.startStack(`contacts-${size}`);
    const { token, userId } = await benchLogin(stack.url, 'user');
    const started = Date.now();
    const items = await seedContacts(stack, userId, size);
    const seedSeconds = (Date.now() - started) / 1000;
    const gets = requestsOf(stack.url, token);
    const timings = {} as ContactsFigures['sizes'][number]['timings'];
    for (const get of gets) {
      const times: number[] = [];
      for (let run = -5; run < iterations; run += 1) {
        const time = await timeGet(get);
        if (run >= 0) times.push(time);
      }
      timings[get.list] = { medianMs: median(times), matches: await totalOf(get) };
    }
    if (timings['page 1'].matches !== size || timings['search, one match'].matches !== 1)
      throw new Error(`The address book of ${size} contacts does not answer as seeded`);
    results.push({ contacts: size, seedSeconds, items, timings });
    requests.push(gets);
    if (size === sizes[sizes.length - 1])
      picker = await measurePicker(stack.url, token, {
        contacts: size,
        name: 'quagliar',
        runs: iterations * 2,
      });
  }
  const ratios = await interleavedRatios(
    requests[0] ?? [],
    requests[requests.length - 1] ?? [],
    iterations * 2,
  );
  return { sizes: results, ratios, picker };
};

const BUDGETED: readonly ContactsGet[] = ['page 1', 'search, one match'];

/**
 * The address book's rows: each GET at the largest size against the smallest (a common surname is reported only),
 * then the picker's.
 */
export const contactRows = (figures: ContactsFigures | undefined): BudgetRow[] => {
  if (!figures) return [];
  const [smallest, largest] = [figures.sizes[0], figures.sizes[figures.sizes.length - 1]];
  const rows = (Object.entries(figures.ratios) as [ContactsGet, number][]).map(([get, ratio]) => {
    const alone = (size: typeof smallest) =>
      `${size?.timings[get].medianMs.toFixed(1) ?? '?'} ms (${size?.timings[get].matches ?? '?'} found)`;
    return {
      figure: `Address book ${get}, ${largest?.contacts ?? '?'} vs ${smallest?.contacts ?? '?'} contacts`,
      budget: BUDGETED.includes(get) ? '<= 1.5x' : 'none (reported)',
      measured: `${ratio.toFixed(2)}x in alternation (alone: ${alone(smallest)} | ${alone(largest)})`,
      within: BUDGETED.includes(get) ? ratio <= 1.5 : null,
    };
  });
  return [...rows, ...pickerRows(figures.picker)];
};
