import { useState } from 'react';
import type { Contract } from '@redigo/shared/domain/contract';
import { formatDateTime } from '@redigo/shared/dates';
import { adminMessages } from '@redigo/shared/messages/admin';
import { getHref } from '@redigo/shared/paths';
import { ListFilters } from '../../../components/category-filter/list-filters';
import { DocumentActions } from '../../../components/contract-download/document-actions';
import { DocumentName } from '../../../components/contract-download/document-name';
import { PageHeader } from '../../../components/ui/card';
import { PagedTable } from '../../../components/ui/paged-table';
import { actionsColumn, type TableColumn } from '../../../components/ui/table';
import { useListParams } from '../../../lib/use-list-params';
import { useGeneratedDocuments } from '../api/generated-documents-api';
import {
  DEFAULT_DOCUMENT_SORT,
  sortDocuments,
  toggleSort,
  type DocumentSort,
  type DocumentSortKey,
} from '../components/document-sort';
import '../../../components/ui/staff.css';

const dataColumns: ReadonlyArray<[DocumentSortKey, string, (c: Contract) => string]> = [
  ['name', 'Nome', (c) => c.userId?.name ?? '—'],
  ['surname', 'Cognome', (c) => c.userId?.surname ?? '—'],
  ['title', 'Tipologia di contratto', (c) => c.title],
  ['createdAt', 'Data e ora di generazione', (c) => formatDateTime(c.createdAt)],
  ['paidAt', 'Data e ora di acquisto', (c) => (c.paymentId ? formatDateTime(c.paymentId.updatedAt) : '—')],
];

const actions = actionsColumn<Contract>((c) => (
  <DocumentActions contract={c} detail={getHref('usersContractDetail', { id: c.id })} />
));

/** USERS_CONTRACTS: every completed document, searchable, by category, sortable on the page shown. */
export const GeneratedDocumentsPage = () => {
  const [params, setParams] = useListParams();
  const [sort, setSort] = useState<DocumentSort>(DEFAULT_DOCUMENT_SORT);
  const documents = useGeneratedDocuments(params);

  const columns: TableColumn<Contract>[] = [
    ...dataColumns.map(([key, header, text]) => ({
      key,
      header,
      render: (c: Contract) => (key === 'title' ? <DocumentName contract={c} titleFirst /> : text(c)),
      nowrap: key !== 'title',
      sort: sort.key === key ? sort.direction : ('none' as const),
      onSort: () => setSort((current) => toggleSort(current, key)),
    })),
    actions,
  ];

  return (
    <>
      <PageHeader title="Documenti generati" subtitle="I documenti completati da tutti gli utenti." />
      <div className="admin-filters">
        <ListFilters params={params} onChange={setParams} documents />
      </div>
      <PagedTable
        list={documents}
        loading="Caricamento dei documenti..."
        onPage={(page) => setParams({ page })}
        caption="Documenti generati"
        variant="usersContracts"
        columns={columns}
        empty={adminMessages.noDocuments}
        shown={(rows) => sortDocuments(rows, sort)}
      />
    </>
  );
};
