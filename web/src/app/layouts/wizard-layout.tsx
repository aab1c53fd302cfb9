import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { AbandonFlow } from '../../components/flow/abandon-flow';
import { Stepper } from '../../components/ui/stepper';
import { getNewContract, useNewContract } from '../../lib/new-contract-store';
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

  const current = stepPaths.indexOf(location.pathname.replace(/\/+$/, ''));
  return (
    <WizardContractContext.Provider value={shown}>
      <div className="wizard">
        <div className="wizard__top">
          <div>
            <p className="wizard__eyebrow">Nuovo documento</p>
            <h1 className="wizard__title">{shown.title}</h1>
          </div>
          <AbandonFlow insideFlow={insideFlow} exitTo={paths.contracts} />
        </div>
        <div className="wizard__stepper">
          <Stepper steps={steps} current={Math.max(current, 0)} />
        </div>
        <Outlet />
      </div>
    </WizardContractContext.Provider>
  );
};
