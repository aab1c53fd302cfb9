import { useState } from 'react';
import type { TemplateFileKind } from '@redigo/shared/domain/template';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast';
import { errorMessageOf } from '../../../../lib/api-error';
import { downloadTemplateFile } from '../../api/templates-api';
import { useDraftFiles } from '../../stores/draft-files-store';
import type { TemplateDraft } from '../../stores/template-draft-store';
import { displayName } from './master-form-values';

interface FileStateProps {
  kind: TemplateFileKind;
  draft: TemplateDraft;
}

const kilobytes = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0 });

/** Which document a file input stands for: a new choice, one just uploaded, or the template's stored one. */
export const FileState = ({ kind, draft }: FileStateProps) => {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const { chosen, uploaded } = useDraftFiles();
  const file = chosen[kind];
  const stored = kind === 'master' ? draft.file_name : draft.preview_name;
  if (file && file !== uploaded[kind])
    return (
      <>
        Nuovo file: {file.name} ({kilobytes.format(file.size / 1024)} KB), non ancora salvato: si carica con
        «Verifica i documenti» o al salvataggio del master; se ricarichi la pagina dovrai sceglierlo di nuovo.
      </>
    );
  if (!stored) return <>Nessun documento caricato.</>;
  const savedWithTemplate = draft.id !== null && !draft.unsaved_files.includes(stored);
  if (!savedWithTemplate) return <>Caricato: {displayName(stored)}, da salvare con il master.</>;

  const download = async () => {
    setBusy(true);
    try {
      await downloadTemplateFile(draft.id as string, kind, displayName(stored));
    } catch (error) {
      toast.error(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="master__stored">
      Documento attuale: {displayName(stored)}
      <Button variant="linkButton" size="link" loading={busy} onClick={() => void download()}>
        Scarica
      </Button>
    </span>
  );
};
