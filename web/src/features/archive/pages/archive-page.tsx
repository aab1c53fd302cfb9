import type { Contract } from '@redigo/shared/domain/contract';
import { formatDateTime } from '@redigo/shared/dates';
import { Link, useSearchParams } from 'react-router-dom';
import { getHref } from '@redigo/shared/paths';
import { CategoryChips } from '../../../components/category-filter/category-chips';
import { DocumentActions } from '../../../components/contract-download/document-actions';
import { DocumentName } from '../../../components/contract-download/document-name';
import { PageHeader } from '../../../components/ui/card';
import { PagedList } from '../../../components/ui/paged-list';
import { SearchBar } from '../../../components/ui/search-bar';
import { actionsColumn, Table, type TableColumn } from '../../../components/ui/table';
import { useListParams } from '../../../lib/use-list-params';
import { searchedName, useArchive, type ArchiveView } from '../api/archive-api';
import { DraftsTable } from '../components/drafts-table';
import { InvoicePdfButton } from '../../../components/invoices/invoice-pdf-button';
import '../components/archive.css';

const nameColumn: TableColumn<Contract> = {
  key: 'type_contract',
  header: 'Documento',
  render: (c) => <DocumentName contract={c} />,
};

const paymentColumn: TableColumn<Contract> = {
  key: 'payment_date',
  header: 'Data e ora di acquisto',
  nowrap: true,
  render: (c) => (c.paymentId ? formatDateTime(c.paymentId.updatedAt) : ''),
};

const otherColumns: TableColumn<Contract>[] = [
  {
    key: 'created_at_date',
    header: 'Data e ora di generazione',
    nowrap: true,
    render: (c) => formatDateTime(c.createdAt),
  },
  actionsColumn(
    (c) => (
      <>
        <DocumentActions contract={c} detail={getHref('documentDetail', { id: c.id })} pdf />
        {c.paymentId && <InvoicePdfButton paymentId={c.paymentId.id} />}
      </>
    ),
    { className: 'archive__actions', nowrap: false },
  ),
];

/** The purchased documents (docs/product-spec.md, Archive) and the completed ones not bought yet. */
const columnsOf = (view: ArchiveView) =>
  view === 'documenti' ? [nameColumn, paymentColumn, ...otherColumns] : [nameColumn, ...otherColumns];

const VIEWS: { view: ArchiveView; label: string }[] = [
  { view: 'documenti', label: 'Documenti' },
  { view: 'da-acquistare', label: 'Non acquistati' },
  { view: 'bozze', label: 'Bozze' },
];

const viewOf = (vista: string | null): ArchiveView =>
  VIEWS.find((item) => item.view === vista)?.view ?? 'documenti';

/** A view's caption and its empty text, with no filter and when a search or a category matches nothing. */
const TEXTS: Record<Exclude<ArchiveView, 'bozze'>, { caption: string; empty: string; noMatch: string }> = {
  documenti: {
    caption: 'Documenti acquistati',
    empty: 'Non hai acquistato alcun documento',
    noMatch: 'Nessun documento acquistato corrisponde alla ricerca.',
  },
  'da-acquistare': {
    caption: 'Documenti non acquistati',
    empty: 'Non hai documenti da acquistare: quelli completati e non ancora acquistati si ritrovano qui.',
    noMatch: 'Nessun documento non acquistato corrisponde alla ricerca.',
  },
};

const hrefOf = (view: ArchiveView) => (view === 'documenti' ? '?' : `?vista=${view}`);

export const ArchivePage = () => {
  const [params, setParams] = useListParams();
  const [search] = useSearchParams();
  const view = viewOf(search.get('vista'));
  const archive = useArchive(params, view);
  const filtered = searchedName(params.name) !== undefined || params.categoryId !== '';
  return (
    <>
      <PageHeader
        title="Archivio"
        subtitle="I documenti che hai completato: quelli acquistati sono sempre disponibili per il download."
      />
      <nav className="archive__views" aria-label="Viste dell'archivio">
        {VIEWS.map((item) => (
          <Link
            key={item.view}
            to={hrefOf(item.view)}
            className={item.view === view ? 'archive__view archive__view--current' : 'archive__view'}
            aria-current={item.view === view ? 'page' : undefined}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      <div className="archive__filters">
        <SearchBar
          label="Cerca per nome"
          placeholder="Nome, titolo o parte (almeno 3 lettere)"
          value={params.name}
          onSearch={(name) => setParams({ name })}
        />
        <CategoryChips value={params.categoryId} onChange={(categoryId) => setParams({ categoryId })} />
      </div>
      <PagedList list={archive} loading="Caricamento dell'archivio..." onPage={(page) => setParams({ page })}>
        {(rows) =>
          view === 'bozze' ? (
            <DraftsTable drafts={rows} filtered={filtered} onChange={() => void archive.mutate()} />
          ) : (
            <Table
              caption={TEXTS[view].caption}
              variant="userTable"
              columns={columnsOf(view)}
              rows={rows}
              empty={filtered ? TEXTS[view].noMatch : TEXTS[view].empty}
            />
          )
        }
      </PagedList>
    </>
  );
};
