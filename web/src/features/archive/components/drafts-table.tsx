import type { Contract } from '@redigo/shared/domain/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Table } from '../../../components/ui/table';
import type { ContractViewer } from '../../../lib/contract-permissions';
import { draftColumns } from './draft-columns';
import { useDraftActions } from './use-draft-actions';

/**
 * The lawyer's drafts: 'Riprendi' continues at the first question without an answer, «Chiedi i dati al cliente»
 * opens the draft's link to the client (the request, its status, the review of what the client sent), 'Elimina'
 * asks first. On a colleague's studio draft only what the server allows (contract-permissions.ts): no 'Elimina'
 * (its owner's), no client link for a collaboratore.
 * `filtered`: a search or a category is applied, so an empty list says that nothing matches.
 */
export const DraftsTable = ({
  drafts,
  filtered = false,
  onChange,
  viewer = { userId: undefined, role: null },
}: {
  drafts: Contract[];
  filtered?: boolean;
  onChange: () => void;
  /** Who looks: a studio draft of another member names its owner and offers only what they may do. */
  viewer?: ContractViewer;
}) => {
  const { resuming, resume, deleting, setDeleting, busy, confirmDelete } = useDraftActions(onChange);
  const columns = draftColumns({ viewer, resuming, onResume: (c) => void resume(c), onDelete: setDeleting });

  return (
    <>
      <Table
        caption="Bozze"
        variant="userTable"
        columns={columns}
        rows={drafts}
        empty={
          filtered
            ? 'Nessuna bozza corrisponde alla ricerca.'
            : 'Non hai bozze: le risposte di un questionario iniziato e non completato si ritrovano qui.'
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminare la bozza?"
        confirmLabel="Elimina"
        cancelLabel="Annulla"
        loading={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>La bozza di «{deleting?.title}» e le risposte date finora saranno eliminate definitivamente.</p>
      </ConfirmDialog>
    </>
  );
};
