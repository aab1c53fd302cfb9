import { useState } from 'react';
import type { TemplateFileKind } from '@redigo/shared/domain/template';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast';
import { errorMessageOf } from '../../../../lib/api-error';
import { downloadTemplateFile } from '../../api/templates-api';
import { getUploadedFiles, type TemplateDraft } from '../../stores/template-draft-store';
import { displayName } from './master-form-values';

interface FileStateProps {
  /** The file chosen in the input, uploaded already or not. */
  file: File | null;
  /** The document the template points at now. */
  stored: string;
  kind: TemplateFileKind;
  draft: TemplateDraft;
}

const kilobytes = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0 });

/** Which document a file input stands for: a new choice, one just uploaded, or the template's stored one. */
export const FileState = ({ file, stored, kind, draft }: FileStateProps) => {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (file && file !== getUploadedFiles()[kind])
    return (
      <>
        Nuovo file: {file.name} ({kilobytes.format(file.size / 1024)} KB), da caricare.
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
