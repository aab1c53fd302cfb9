import type { ArchiveView } from '../api/archive-api';
import { UPDATES_PARAM } from './updates-filter';

/* The archive's views (docs/product-spec.md, Archive): their links and texts. */

export const VIEWS: { view: ArchiveView; label: string }[] = [
  { view: 'documenti', label: 'Documenti' },
  { view: 'da-acquistare', label: 'Non acquistati' },
  { view: 'bozze', label: 'Bozze' },
];

export const viewOf = (vista: string | null): ArchiveView =>
  VIEWS.find((item) => item.view === vista)?.view ?? 'documenti';

/**
 * A view's caption and its empty text: with no filter, when a search or a category matches nothing, and when none
 * has an update.
 */
export const TEXTS: Record<
  Exclude<ArchiveView, 'bozze'>,
  { caption: string; empty: string; noMatch: string; noUpdate: string }
> = {
  documenti: {
    caption: 'Documenti acquistati',
    empty: 'Non hai acquistato alcun documento',
    noMatch: 'Nessun documento acquistato corrisponde alla ricerca.',
    noUpdate: 'Nessun documento acquistato ha un aggiornamento disponibile.',
  },
  'da-acquistare': {
    caption: 'Documenti non acquistati',
    empty: 'Non hai documenti da acquistare: quelli completati e non ancora acquistati si ritrovano qui.',
    noMatch: 'Nessun documento non acquistato corrisponde alla ricerca.',
    noUpdate: 'Nessun documento non acquistato ha un aggiornamento disponibile.',
  },
};

/** A view's link, keeping the update filter. */
export const hrefOf = (view: ArchiveView, onlyUpdates: boolean) => {
  const query = new URLSearchParams(view === 'documenti' ? {} : { vista: view });
  if (onlyUpdates) query.set(UPDATES_PARAM, '1');
  return `?${query.toString()}`;
};

export const emptyText = (view: Exclude<ArchiveView, 'bozze'>, searched: boolean, onlyUpdates: boolean) =>
  searched ? TEXTS[view].noMatch : onlyUpdates ? TEXTS[view].noUpdate : TEXTS[view].empty;
