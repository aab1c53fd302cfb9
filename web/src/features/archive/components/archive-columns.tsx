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

/* The archive's columns (docs/product-spec.md, Archive): the documents', and the drafts' «Documento». */

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
