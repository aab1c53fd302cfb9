import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useLeavePrompt } from '../../../../lib/use-leave-prompt';
import { getDraftFiles, hasUnsavedChosenFile } from '../../stores/draft-files-store';
import { inEditor } from '../use-draft-leave-reset';

/**
 * A master or preview chosen in the editor and not uploaded yet lives only in the page: a reload, a closed tab or
 * a way out of the editor would lose it without a word. The browser's prompt asks first on reload or close, and a
 * dialog on a navigation out of the editor (its question page is inside it).
 */
export const UnsavedFilesGuard = () => {
  useLeavePrompt(() => hasUnsavedChosenFile(getDraftFiles()));
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      inEditor(currentLocation.pathname) &&
      !inEditor(nextLocation.pathname) &&
      hasUnsavedChosenFile(getDraftFiles()),
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Uscire senza salvare i documenti scelti?"
      confirmLabel="Esci senza salvarli"
      cancelLabel="Resta nell'editor"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>
        Il master o l'anteprima che hai scelto non sono ancora caricati: se esci ora, dovrai sceglierli di
        nuovo. Per tenerli, salva il master o usa «Verifica i documenti».
      </p>
    </ConfirmDialog>
  );
};
