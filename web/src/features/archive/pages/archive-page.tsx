import type { Contract } from '@redigo/shared/domain/contract';
import { formatDateTime } from '@redigo/shared/dates';
import { Link, useSearchParams } from 'react-router-dom';
import { getHref } from '@redigo/shared/paths';
import { CategoryChips } from '../../../components/category-filter/category-chips';
import { NavigateButton } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/card';
import { Loader } from '../../../components/ui/feedback';
import { NotificationCard } from '../../../components/ui/notification-card';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBar } from '../../../components/ui/search-bar';
import { Table, type TableColumn } from '../../../components/ui/table';
import { errorMessageOf } from '../../../lib/api-error';
import { useListParams } from '../../../lib/use-list-params';
import { useArchive, type ArchiveView } from '../api/archive-api';
import { DraftsTable } from '../components/drafts-table';
import { DownloadButton } from '../../../components/contract-download/download-button';
import { InvoicePdfButton } from '../../../components/invoices/invoice-pdf-button';
import '../components/archive.css';

const columns: TableColumn<Contract>[] = [
  { key: 'type_contract', header: 'Tipologia di contratto', render: (c) => <strong>{c.title}</strong> },
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
  {
    key: 'actions',
    header: 'Azioni',
    align: 'end',
    nowrap: true,
    render: (c) => (
      <div className="archive__actions">
        <NavigateButton to={getHref('documentDetail', { id: c.id })} variant="outline" size="sm">
          Apri dettaglio
        </NavigateButton>
        {c.paymentId && <DownloadButton contract={c}>Download</DownloadButton>}
        {c.paymentId && <InvoicePdfButton paymentId={c.paymentId.id} />}
      </div>
    ),
  },
];

const VIEWS: { view: ArchiveView; label: string }[] = [
  { view: 'documenti', label: 'Documenti' },
  { view: 'bozze', label: 'Bozze' },
];

export const ArchivePage = () => {
  const [params, setParams] = useListParams();
  const [search] = useSearchParams();
  const view: ArchiveView = search.get('vista') === 'bozze' ? 'bozze' : 'documenti';
  const { data, error, isLoading, mutate } = useArchive(params, view);
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
        <SearchBar label="Cerca per nome" value={params.name} onSearch={(name) => setParams({ name })} />
        <CategoryChips value={params.categoryId} onChange={(categoryId) => setParams({ categoryId })} />
      </div>
      {error && <NotificationCard variant="error">{errorMessageOf(error)}</NotificationCard>}
      {isLoading && !data && <Loader label="Caricamento dell'archivio..." />}
      {data && view === 'bozze' && <DraftsTable drafts={data.results} onChange={() => void mutate()} />}
      {data && view === 'documenti' && (
        <Table
          caption="Documenti acquistati"
          variant="userTable"
          columns={columns}
          rows={data.results}
          rowKey={(c) => c.id}
          empty="Non hai acquistato alcun documento"
        />
      )}
      {data && (
        <Pagination page={data.page} totalPages={data.totalPages} onChange={(page) => setParams({ page })} />
      )}
    </>
  );
};
