import { useState } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import {
  clearNewContract,
  getNewContract,
  useNewContract,
  type NewContract,
} from '../store/new-contract-store';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** What leaving really costs, at the step the compilation is at. */
export const abandonMessage = (contract: Pick<NewContract, 'id' | 'status'> | null): string => {
  if (!contract?.id) {
    return 'Se esci ora, le risposte date finora andranno perse e dovrai ricominciare il questionario.';
  }
  if (contract.status === 'COMPLETED') {
    return "Il documento resta nel tuo archivio come «Non acquistato»: potrai riaprirlo da lì per scaricare l'anteprima o acquistarlo.";
  }
  return "Le risposte date finora restano salvate tra le bozze dell'archivio: potrai riprendere la compilazione da lì.";
};

interface AbandonFlowProps {
  /** Whether a path belongs to the flow: moving between its steps asks nothing. */
  insideFlow: (pathname: string) => boolean;
  /** Where 'Abbandona' leads once confirmed. */
  exitTo: string;
}

/**
 * The 'Abbandona' button of a compilation (the lawyer's wizard, the staff's test run) and the confirmation it
 * shares with any navigation to a page outside the flow: confirming forgets the compilation and goes on.
 */
export const AbandonFlow = ({ insideFlow, exitTo }: AbandonFlowProps) => {
  const navigate = useNavigate();
  const contract = useNewContract();
  const [abandoning, setAbandoning] = useState(false);
  const blocker = useBlocker(
    ({ nextLocation }) => getNewContract() !== null && !insideFlow(nextLocation.pathname),
  );

  const confirmLeave = () => {
    clearNewContract();
    setAbandoning(false);
    if (blocker.state === 'blocked') blocker.proceed();
    else void navigate(exitTo);
  };
  const cancelLeave = () => {
    setAbandoning(false);
    if (blocker.state === 'blocked') blocker.reset();
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setAbandoning(true)}>
        Abbandona
      </Button>
      <ConfirmDialog
        open={abandoning || blocker.state === 'blocked'}
        title="Abbandonare la compilazione?"
        confirmLabel="Abbandona"
        cancelLabel="Continua la compilazione"
        onConfirm={confirmLeave}
        onCancel={cancelLeave}
      >
        <p>{abandonMessage(contract)}</p>
      </ConfirmDialog>
    </>
  );
};
