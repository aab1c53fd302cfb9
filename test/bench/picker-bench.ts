import type { Contact } from '@redigo/shared/domain/contact';
import { itemFromContact } from '@redigo/shared/questionnaire/contact-items';
import { PARTY_FIELDS } from '../../infra/src/seed/templates/party-questions';
import type { BudgetRow } from './budget-row';
import { measurePickerInChromium, type PickerInBrowser } from './picker-browser-bench';

export interface PickerFigures {
  contacts: number;
  runs: number;
  /** «Scegli dalla rubrica» opened: GET /contact, page 1 of 10 with an empty name, as the dialog asks it. */
  openP95Ms: number;
  /** A name typed: the search the dialog sends after its debounce, then the lease's landlord filled from the hit. */
  searchAndFillP95Ms: number;
  /** The fill alone (the pure function the card calls), for scale. */
  fillP95Ms: number;
  /** The dialog opened and an item filled in Chromium, or why that could not be measured. */
  browser: PickerInBrowser | { error: string };
}

const p95 = (times: number[]): number =>
  [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1] ?? 0;

const elapsedMs = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;

const contactsAt = async (url: string, token: string): Promise<Contact[]> => {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { results: Contact[] } }).data.results;
};

/**
 * The picker's work on the local stack as the lawyer's browser asks it (docs/benchmarks.md): the page the dialog
 * opens on, then a search for `name` and the seeded lease's party group filled from its first hit, timed from
 * Node; then the dialog itself in Chromium (picker-browser-bench.ts), whose failure is reported in its row.
 */
export const measurePicker = async (
  url: string,
  token: string,
  { contacts, name, runs }: { contacts: number; name: string; runs: number },
): Promise<PickerFigures> => {
  const group = { fields: PARTY_FIELDS };
  const [open, searchAndFill, fill]: [number[], number[], number[]] = [[], [], []];
  for (let run = -5; run < runs; run += 1) {
    let start = process.hrtime.bigint();
    await contactsAt(`${url}/api/contact?page=1&limit=10&name=`, token);
    const opened = elapsedMs(start);
    start = process.hrtime.bigint();
    const [hit] = await contactsAt(
      `${url}/api/contact?page=1&limit=10&name=${encodeURIComponent(name)}`,
      token,
    );
    if (!hit) throw new Error(`The picker's search for ${name} found nobody`);
    const fillStart = process.hrtime.bigint();
    const item = itemFromContact(group, {}, hit);
    const filled = elapsedMs(fillStart);
    const total = elapsedMs(start);
    if (!item.codice_fiscale) throw new Error('The landlord was not filled from the contact');
    if (run < 0) continue;
    open.push(opened);
    searchAndFill.push(total);
    fill.push(filled);
  }
  const browser = await measurePickerInChromium(url, token, runs).catch((error: unknown) => ({
    error: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
  }));
  return {
    contacts,
    runs,
    browser,
    openP95Ms: p95(open),
    searchAndFillP95Ms: p95(searchAndFill),
    fillP95Ms: p95(fill),
  };
};

/** The picker's rows: each step the lawyer waits for under 100 ms p95, in Chromium and at the API. */
export const pickerRows = (figures: PickerFigures | undefined): BudgetRow[] => {
  if (!figures) return [];
  const { browser } = figures;
  return [
    'error' in browser
      ? {
          figure: `«Scegli dalla rubrica» in Chromium, ${figures.contacts} contacts`,
          budget: '< 100 ms p95 each',
          measured: `not measured: ${browser.error}`,
          within: false,
        }
      : {
          figure: `«Scegli dalla rubrica» in Chromium: open, pick and fill, ${figures.contacts} contacts`,
          budget: '< 100 ms p95 each',
          measured: `open ${browser.openP95Ms.toFixed(1)} ms, pick and fill ${browser.fillP95Ms.toFixed(1)} ms, p95 of ${browser.runs}`,
          within: browser.openP95Ms < 100 && browser.fillP95Ms < 100,
        },
    {
      figure: `«Scegli dalla rubrica» at the API: open, then search + fill, ${figures.contacts} contacts`,
      budget: '< 100 ms p95 each',
      measured: `open ${figures.openP95Ms.toFixed(1)} ms, search + fill ${figures.searchAndFillP95Ms.toFixed(1)} ms (fill alone ${figures.fillP95Ms.toFixed(2)} ms), p95 of ${figures.runs}`,
      within: figures.openP95Ms < 100 && figures.searchAndFillP95Ms < 100,
    },
  ];
};
