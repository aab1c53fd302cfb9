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
import { useArchive, type ArchiveView } from '../api/archive-api';
import { DraftsTable } from '../components/drafts-table';
import { InvoicePdfButton } from '../../../components/invoices/invoice-pdf-button';
import '../components/archive.css';

const columns: TableColumn<Contract>[] = [
  { key: 'type_contract', header: 'Documento', render: (c) => <DocumentName contract={c} /> },
  {
    key: 'payment_date',
    header: 'Data e ora di acquisto',
    nowrap: true,
    render: (c) => (c.paymentId ? formatDateTime(c.paymentId.updatedAt) : ''),
  },
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

const VIEWS: { view: ArchiveView; label: string }[] = [
  { view: 'documenti', label: 'Documenti' },
  { view: 'bozze', label: 'Bozze' },
];

export const ArchivePage = () => {
  const [params, setParams] = useListParams();
  const [search] = useSearchParams();
  const view: ArchiveView = search.get('vista') === 'bozze' ? 'bozze' : 'documenti';
  const archive = useArchive(params, view);
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
            to={item.view === 'bozze' ? '?vista=bozze' : '?'}
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
            <DraftsTable drafts={rows} onChange={() => void archive.mutate()} />
          ) : (
            <Table
              caption="Documenti acquistati"
              variant="userTable"
              columns={columns}
              rows={rows}
              empty="Non hai acquistato alcun documento"
            />
          )
        }
      </PagedList>
    </>
  );
};
