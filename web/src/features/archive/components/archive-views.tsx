import type { Contract } from '@redigo/shared/domain/contract';
import { formatDateTime } from '@redigo/shared/dates';
import { getHref } from '@redigo/shared/paths';
import { DocumentActions } from '../../../components/contract-download/document-actions';
import { DocumentName } from '../../../components/contract-download/document-name';
import { InvoicePdfButton } from '../../../components/invoices/invoice-pdf-button';
import { actionsColumn, type TableColumn } from '../../../components/ui/table';
import { StudioMarks } from '../../../components/studio/studio-marks';
import type { ArchiveView } from '../api/archive-api';
import { UpdateBadge } from './update-badge';
import { UPDATES_PARAM } from './updates-filter';

/* The archive's views (docs/product-spec.md, Archive): their columns, links and texts. */

/** Who looks at the archive: their id (a studio contract of another member names its owner) and their downloads. */
export interface ArchiveViewer {
  userId: string | undefined;
  /** false for a studio's collaboratore, who may not download a bought document. */
  downloads: boolean;
}

/** «Documento»: the document's name, whose it is in a studio, and its update if one is out. Also the drafts'. */
export const nameColumn = (viewer: Pick<ArchiveViewer, 'userId'>): TableColumn<Contract> => ({
  key: 'type_contract',
  header: 'Documento',
  render: (c) => (
    <>
      <DocumentName contract={c} />
      <StudioMarks contract={c} userId={viewer.userId} />
      <UpdateBadge update={c.update} />
    </>
  ),
});

const paymentColumn: TableColumn<Contract> = {
  key: 'payment_date',
  header: 'Data e ora di acquisto',
  nowrap: true,
  render: (c) => (c.paymentId ? formatDateTime(c.paymentId.updatedAt) : ''),
};

const otherColumns = (viewer: ArchiveViewer): TableColumn<Contract>[] => [
  {
    key: 'created_at_date',
    header: 'Data e ora di generazione',
    nowrap: true,
    render: (c) => formatDateTime(c.createdAt),
  },
  actionsColumn(
    (c) => (
      <>
        <DocumentActions
          contract={c}
          detail={getHref('documentDetail', { id: c.id })}
          pdf
          downloads={viewer.downloads}
        />
        {c.paymentId && viewer.downloads && <InvoicePdfButton paymentId={c.paymentId.id} />}
      </>
    ),
    { className: 'archive__actions', nowrap: false },
  ),
];

/** The purchased documents (docs/product-spec.md, Archive) and the completed ones not bought yet. */
export const columnsOf = (view: ArchiveView, viewer: ArchiveViewer) =>
  view === 'documenti'
    ? [nameColumn(viewer), paymentColumn, ...otherColumns(viewer)]
    : [nameColumn(viewer), ...otherColumns(viewer)];

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
