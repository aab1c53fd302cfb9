import { useState } from 'react';
import type { Answers } from '@redigo/shared/domain/question';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { LinkRequest } from './link-request';

interface AskClientProps {
  contractId: string;
  answers: Answers;
}

/**
 * «Chiedi i dati al cliente» inside the questionnaire: the request in a dialog, over the question being answered;
 * what the client sends is reviewed from the archive's drafts.
 */
export const AskClient = ({ contractId, answers }: AskClientProps) => {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const sent = (email: string) => {
    setOpen(false);
    toast.success(
      `Link inviato a ${email}. Quando il cliente invia i dati li trovi nell'archivio, tra le bozze: «Chiedi i dati al cliente».`,
    );
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Chiedi i dati al cliente
      </Button>
      <Modal
        open={open}
        title="Chiedi i dati al cliente"
        onClose={() => setOpen(false)}
        size="large"
        closeButton
      >
        <p>
          Il cliente riceve per e-mail un link sicuro, conferma con un codice, legge la tua informativa sulla
          privacy e compila solo le domande che scegli. Tu controlli ogni dato prima che entri nella bozza.
        </p>
        <LinkRequest contractId={contractId} answers={answers} onSent={sent} />
      </Modal>
    </>
  );
};
