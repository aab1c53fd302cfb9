import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Contract } from '@redigo/shared/domain/contract';
import { paths } from '@redigo/shared/paths';
import { useToast } from '../../../components/ui/toast';
import { apiData } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/api-error';
import { resumeDraft } from '../../questionnaire';

/**
 * What the drafts' buttons do: 'Riprendi' replays a draft's answers and opens the questionnaire (or its summary,
 * when every question has an answer); 'Elimina', once confirmed, deletes it (DELETE /contract/{id}) and `onChange`
 * fetches the list again.
 */
export const useDraftActions = (onChange: () => void) => {
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
  return { resuming, resume, deleting, setDeleting, busy, confirmDelete };
};
