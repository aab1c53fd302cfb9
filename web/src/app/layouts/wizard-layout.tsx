import { useRef, useState } from 'react';
import { Navigate, Outlet, useBlocker, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Stepper } from '../../components/ui/stepper';
import { clearNewContract, getNewContract, useNewContract } from '../../lib/new-contract-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLeavePrompt } from '../../lib/use-leave-prompt';
import { WizardContractContext } from '../../lib/wizard-contract-context';
import './wizard-layout.css';

const steps = ['Questionario', 'Riepilogo', 'Anteprima', 'Carrello'] as const;
const stepPaths: readonly string[] = [paths.survey, paths.summary, paths.preview, paths.cart];

const insideFlow = (pathname: string): boolean =>
  pathname === paths.newContract || pathname.startsWith(`${paths.newContract}/`);

/** The compilation of a new contract: stepper, 'Abbandona', and a confirmation before leaving the flow. */
export const WizardLayout = () => {
  const contract = useNewContract();
  const lastContract = useRef(contract);
  if (contract) lastContract.current = contract;
  const location = useLocation();
  const navigate = useNavigate();
  const [abandoning, setAbandoning] = useState(false);

  const blocker = useBlocker(
    ({ nextLocation }) => getNewContract() !== null && !insideFlow(nextLocation.pathname),
  );
  useLeavePrompt(() => {
    const current = getNewContract();
    return current !== null && !current.leavePromptOff;
  });

  const shown = lastContract.current;
  useDocumentTitle(shown ? `Nuovo documento: ${shown.title}` : 'Nuovo documento');
  if (!shown) {
    const backFromPayment = location.pathname === paths.cart && location.search.includes('session_id');
    return <Navigate to={backFromPayment ? paths.historical : paths.contracts} replace />;
  }

  const leaving = abandoning || blocker.state === 'blocked';
  const confirmLeave = () => {
    clearNewContract();
    setAbandoning(false);
    if (blocker.state === 'blocked') blocker.proceed();
    else navigate(paths.contracts);
  };
  const cancelLeave = () => {
    setAbandoning(false);
    if (blocker.state === 'blocked') blocker.reset();
  };

  const current = stepPaths.indexOf(location.pathname.replace(/\/+$/, ''));
  return (
    <WizardContractContext.Provider value={shown}>
      <div className="wizard">
        <div className="wizard__top">
          <div>
            <p className="wizard__eyebrow">Nuovo documento</p>
            <h1 className="wizard__title">{shown.title}</h1>
          </div>
          <Button variant="outline" size="sm" onClick={() => setAbandoning(true)}>
            Abbandona
          </Button>
        </div>
        <div className="wizard__stepper">
          <Stepper steps={steps} current={Math.max(current, 0)} />
        </div>
        <Outlet />
      </div>
      <ConfirmDialog
        open={leaving}
        title="Abbandonare la compilazione?"
        confirmLabel="Abbandona"
        cancelLabel="Continua la compilazione"
        onConfirm={confirmLeave}
        onCancel={cancelLeave}
      >
        <p>Se esci ora, le risposte date finora andranno perse e dovrai ricominciare il questionario.</p>
      </ConfirmDialog>
    </WizardContractContext.Provider>
  );
};
