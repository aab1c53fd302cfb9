import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { answersOf, clearNewContract, useWizardContract } from '../../questionnaire';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { downloadTestDocument } from '../api/templates-api';

/** The test run's end: the full document filled with the answers, downloaded; then back to the list. */
export const TemplateTestDownload = () => {
  const navigate = useNavigate();
  const toast = useToast();
  const contract = useWizardContract();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadTestDocument(contract.type, contract.title, answersOf(contract));
      clearNewContract();
      navigate(paths.templatesCreated);
    } catch (error) {
      toast.error(errorMessageOf(error));
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void download()} loading={busy}>
      Scarica il documento DOCX
    </Button>
  );
};
