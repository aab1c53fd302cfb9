import type { Contract } from '@redigo/shared/domain/contract';
import { formatDateTime } from '@redigo/shared/dates';
import { getHref } from '@redigo/shared/paths';
import { Button, ButtonLink } from '../../../components/ui/button';
import { actionsColumn, type TableColumn } from '../../../components/ui/table';
import { contractPermissions, type ContractViewer } from '../../../lib/contract-permissions';
import { nameColumn } from './archive-columns';

const answeredText = (contract: Contract): string => {
  const count = Object.keys(contract.answers).length;
  return count === 1 ? '1 risposta' : `${count} risposte`;
};

interface DraftColumnsOptions {
  viewer: ContractViewer;
  /** The draft being resumed, if any: every 'Riprendi' and 'Elimina' waits for it. */
  resuming: string | null;
  onResume: (draft: Contract) => void;
  onDelete: (draft: Contract) => void;
}

/** The drafts' columns: «Documento», the answers given, the last save, and the buttons the viewer may use. */
export const draftColumns = ({
  viewer,
  resuming,
  onResume,
  onDelete,
}: DraftColumnsOptions): TableColumn<Contract>[] => [
  nameColumn(viewer),
  { key: 'answered', header: 'Risposte date', nowrap: true, render: answeredText },
  {
    key: 'updated_at',
    header: 'Ultimo salvataggio',
    nowrap: true,
    render: (c) => formatDateTime(c.updatedAt),
  },
  actionsColumn(
    (c) => {
      const may = contractPermissions(viewer, c);
      return (
        <>
          <Button
            size="sm"
            onClick={() => onResume(c)}
            loading={resuming === c.id}
            disabled={resuming !== null}
          >
            Riprendi
          </Button>
          {may.link && (
            <ButtonLink variant="outline" size="sm" to={getHref('clientData', { id: c.id })}>
              Chiedi i dati al cliente
            </ButtonLink>
          )}
          {may.own && (
            <Button variant="outline" size="sm" onClick={() => onDelete(c)} disabled={resuming !== null}>
              Elimina
            </Button>
          )}
        </>
      );
    },
    { className: 'archive__actions' },
  ),
];
