import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Contract } from '@redigo/shared/domain/contract';
import { paths } from '@redigo/shared/paths';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { resumeDraft } from '../../questionnaire';

/** «Riprendi la bozza»: the questionnaire goes on from the draft as stored, the client's answers in it. */
export const ResumeDraft = ({ contract }: { contract: Contract }) => {
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const resume = async () => {
    setBusy(true);
    try {
      const resumed = await resumeDraft(contract);
      void navigate(resumed.finished ? paths.summary : paths.survey);
    } catch (error) {
      toast.error(errorMessageOf(error));
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void resume()} loading={busy}>
      Riprendi la bozza
    </Button>
  );
};
