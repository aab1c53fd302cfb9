import { useState } from 'react';
import type { ValidationError } from 'yup';
import { templateFilesSchema } from '@redigo/shared/schemas/templates';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { FileField } from '../../../../components/ui/file-field';
import { NotificationCard } from '../../../../components/ui/notification-card';
import { errorMessageOf } from '../../../../lib/api-error';
import { useDraftFiles } from '../../stores/draft-files-store';
import type { TemplateDraft } from '../../stores/template-draft-store';
import { CheckResults } from './check-results';
import { FileState } from './file-state';
import { uploadDocuments } from './upload-documents';

const DOCX = '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOCX_LABEL = 'Documento Word (.docx)';

/** 'Master': the master and preview .docx, their upload with the template check, and its results. */
export const FilesSection = ({ draft }: { draft: TemplateDraft }) => {
  const { master, preview } = useDraftFiles().chosen;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const verify = async () => {
    setError(null);
    try {
      await templateFilesSchema.validate({ master, preview });
    } catch (invalid) {
      setError((invalid as ValidationError).message);
      return;
    }
    if (!master || !preview) return;
    setBusy(true);
    try {
      await uploadDocuments(master, preview);
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const stale = draft.check !== null && draft.check.questions !== JSON.stringify(draft.json_questions);
  return (
    <Card title="Master">
      <p className="muted">
        Il master è il documento completo, con i tag delle domande; l'anteprima è la versione gratuita e
        limitata che l'utente scarica prima di pagare. Entrambi in formato .docx, con nomi diversi.
      </p>
      <div className="form-grid">
        <FileField
          name="master"
          label="Master (.docx)"
          accept={DOCX}
          acceptLabel={DOCX_LABEL}
          hint={<FileState kind="master" draft={draft} />}
        />
        <FileField
          name="preview"
          label="Anteprima (.docx)"
          accept={DOCX}
          acceptLabel={DOCX_LABEL}
          hint={<FileState kind="preview" draft={draft} />}
        />
      </div>
      <div className="master__verify">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void verify()}
          loading={busy}
          disabled={!master || !preview}
        >
          Verifica i documenti
        </Button>
        <span className="muted">
          {master && preview
            ? 'Carica i documenti e li controlla con le domande inserite.'
            : 'Scegli il master e l’anteprima per verificarli con le domande.'}
        </span>
      </div>
      {error && <NotificationCard variant="error">{error}</NotificationCard>}
      {draft.check && <CheckResults result={draft.check.result} stale={stale} />}
    </Card>
  );
};
