import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Template } from '@redigo/shared/domain/template';
import { paths } from '@redigo/shared/paths';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { startNewContract } from '../../questionnaire';
import { deleteUnusedMasterFiles } from '../api/master-files-api';
import { fetchTemplate } from '../api/templates-api';
import { clearDraft, draftFromTemplate, setDraft } from '../stores/template-draft-store';
import { ReleaseNotesDialog } from './release-notes/release-notes-dialog';
import { usePublication } from './use-publication';

interface TemplateRowActionsProps {
  template: Template;
  onDelete: (template: Template) => void;
  /** After each status change: the check's errors when publishing was refused, else none. */
  onStatusResult: (template: Template, errors: string[]) => void;
}

/** Pubblica (with the release notes of a version after the first) or Sospendi, Prova, Modifica, Elimina. */
export const TemplateRowActions = ({ template, onDelete, onStatusResult }: TemplateRowActionsProps) => {
  const toast = useToast();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const publication = usePublication(template, onStatusResult);
  const suspended = template.status === 'SUSPENDED';

  const test = () => {
    startNewContract(template);
    navigate(paths.templateTestSurvey);
  };

  const edit = async () => {
    setEditing(true);
    try {
      const draft = draftFromTemplate(await fetchTemplate(template.id));
      // Another draft's chosen and uploaded files must not follow into this template.
      deleteUnusedMasterFiles(clearDraft());
      setDraft(draft);
      navigate(paths.master);
    } catch (error) {
      toast.error(errorMessageOf(error));
      setEditing(false);
    }
  };

  return (
    <div className="row-actions">
      <Button
        variant={suspended ? 'secondary' : 'outline'}
        size="sm"
        loading={publication.busy}
        onClick={() => void publication.toggle()}
      >
        {suspended ? 'Pubblica' : 'Sospendi'}
      </Button>
      <Button variant="outline" size="sm" onClick={test}>
        Prova
      </Button>
      <Button variant="outline" size="sm" loading={editing} onClick={() => void edit()}>
        Modifica
      </Button>
      <Button variant="transparent" size="sm" onClick={() => onDelete(template)}>
        Elimina
      </Button>
      <ReleaseNotesDialog
        open={publication.asking}
        title={`Pubblicare la versione ${template.content_version ?? ''} di «${template.name}»`}
        confirmLabel={`Pubblica la versione ${template.content_version ?? ''}`.trim()}
        onPublish={publication.publishWith}
        onCancel={publication.cancel}
      />
    </div>
  );
};
