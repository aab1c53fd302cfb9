import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Contract } from '@redigo/shared/domain/contract';
import { paths } from '@redigo/shared/paths';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { startFromContract } from '../../questionnaire';

/**
 * 'Nuovo da questo' (any contract of the lawyer's, paid or not): a copy made by the server with the answers that still
 * fit, opened in the questionnaire where the first answer is missing.
 */
export const NewFromThis = ({ contract }: { contract: Contract }) => {
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await startFromContract(contract);
      void navigate(paths.survey);
    } catch (error) {
      toast.error(errorMessageOf(error));
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="md" onClick={() => void start()} loading={busy}>
      Nuovo da questo
    </Button>
  );
};
