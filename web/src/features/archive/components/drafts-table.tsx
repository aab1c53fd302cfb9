import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Contract } from '@redigo/shared/domain/contract';
import { formatDateTime } from '@redigo/shared/dates';
import { getHref, paths } from '@redigo/shared/paths';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { actionsColumn, Table, type TableColumn } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { apiData } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/api-error';
import { contractPermissions, type ContractViewer } from '../../../lib/contract-permissions';
import { resumeDraft } from '../../questionnaire';
import { nameColumn } from './archive-views';

const answeredText = (contract: Contract): string => {
  const count = Object.keys(contract.answers).length;
  return count === 1 ? '1 risposta' : `${count} risposte`;
};

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
  const navigate = useNavigate();
  const toast = useToast();
  const [resuming, setResuming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Contract | null>(null);
  const [busy, setBusy] = useState(false);

  const resume = async (draft: Contract) => {
    setResuming(draft.id);
    try {
      const resumed = await resumeDraft(draft);
      void navigate(resumed.finished ? paths.summary : paths.survey);
    } catch (error) {
      toast.error(errorMessageOf(error));
      setResuming(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await apiData({ method: 'DELETE', route: '/contract/{id}', params: { id: deleting.id } });
      toast.success('Bozza eliminata');
      onChange();
    } catch (error) {
      toast.error(errorMessageOf(error));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const columns: TableColumn<Contract>[] = [
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
              onClick={() => void resume(c)}
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
              <Button variant="outline" size="sm" onClick={() => setDeleting(c)} disabled={resuming !== null}>
                Elimina
              </Button>
            )}
          </>
        );
      },
      { className: 'archive__actions' },
    ),
  ];

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
