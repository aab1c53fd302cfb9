import type { Contract } from '@redigo/shared/domain/contract';
import { formatDateTime } from '@redigo/shared/dates';
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
import { useArchive } from '../api/archive-api';
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

export const ArchivePage = () => {
  const [params, setParams] = useListParams();
  const { data, error, isLoading } = useArchive(params);
  return (
    <>
      <PageHeader
        title="Archivio"
        subtitle="I documenti che hai completato: quelli acquistati sono sempre disponibili per il download."
      />
      <div className="archive__filters">
        <SearchBar label="Cerca per nome" value={params.name} onSearch={(name) => setParams({ name })} />
        <CategoryChips value={params.categoryId} onChange={(categoryId) => setParams({ categoryId })} />
      </div>
      {error && <NotificationCard variant="error">{errorMessageOf(error)}</NotificationCard>}
      {isLoading && !data && <Loader label="Caricamento dell'archivio..." />}
      {data && (
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
