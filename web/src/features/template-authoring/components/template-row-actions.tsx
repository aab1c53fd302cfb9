import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Template } from '@redigo/shared/domain/template';
import { adminMessages } from '@redigo/shared/messages/admin';
import { paths } from '@redigo/shared/paths';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { ApiError, errorMessageOf } from '../../../lib/api-error';
import { startNewContract } from '../../questionnaire';
import { deleteUnusedMasterFiles } from '../api/master-files-api';
import { fetchTemplate, setTemplateStatus } from '../api/templates-api';
import { clearDraft, draftFromTemplate, setDraft } from '../stores/template-draft-store';

interface TemplateRowActionsProps {
  template: Template;
  onDelete: (template: Template) => void;
  /** After each status change: the check's errors when publishing was refused, else none. */
  onStatusResult: (template: Template, errors: string[]) => void;
}

/** Pubblica or Sospendi, Prova, Modifica, Elimina. */
export const TemplateRowActions = ({ template, onDelete, onStatusResult }: TemplateRowActionsProps) => {
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'status' | 'edit' | null>(null);
  const suspended = template.status === 'SUSPENDED';

  const toggleStatus = async () => {
    setBusy('status');
    const loading = toast.loading(adminMessages.templateStatusLoading);
    try {
      await setTemplateStatus(template.id, suspended ? 'PUBLISHED' : 'SUSPENDED');
      toast.success(adminMessages.templateStatusDone, loading);
      onStatusResult(template, []);
    } catch (error) {
      toast.error(errorMessageOf(error), loading);
      onStatusResult(template, error instanceof ApiError ? (error.errors ?? []) : []);
    } finally {
      setBusy(null);
    }
  };

  const test = () => {
    startNewContract(template);
    navigate(paths.templateTestSurvey);
  };

  const edit = async () => {
    setBusy('edit');
    try {
      const draft = draftFromTemplate(await fetchTemplate(template.id));
      // Another draft's chosen and uploaded files must not follow into this template.
      deleteUnusedMasterFiles(clearDraft());
      setDraft(draft);
      navigate(paths.master);
    } catch (error) {
      toast.error(errorMessageOf(error));
      setBusy(null);
    }
  };

  return (
    <div className="row-actions">
      <Button
        variant={suspended ? 'secondary' : 'outline'}
        size="sm"
        loading={busy === 'status'}
        onClick={() => void toggleStatus()}
      >
        {suspended ? 'Pubblica' : 'Sospendi'}
      </Button>
      <Button variant="outline" size="sm" onClick={test}>
        Prova
      </Button>
      <Button variant="outline" size="sm" loading={busy === 'edit'} onClick={() => void edit()}>
        Modifica
      </Button>
      <Button variant="transparent" size="sm" onClick={() => onDelete(template)}>
        Elimina
      </Button>
    </div>
  );
};
