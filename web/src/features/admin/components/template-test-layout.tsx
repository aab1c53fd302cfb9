import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { AbandonFlow } from '../../../components/flow/abandon-flow';
import { Stepper } from '../../../components/ui/stepper';
import { useNewContract } from '../../../lib/new-contract-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { WizardContractContext } from '../../../lib/wizard-contract-context';
import { PathVerificationPanel } from './path-verification/path-verification-panel';
import './admin.css';

const steps = ['Questionario', 'Riepilogo', 'Anteprima'] as const;
const stepPaths: readonly string[] = [
  paths.templateTestSurvey,
  paths.templateTestSummary,
  paths.templateTestPreview,
];

const insideFlow = (pathname: string): boolean => stepPaths.includes(pathname.replace(/\/+$/, ''));

/**
 * The staff's test run of a template ('Prova'): questionnaire, summary and preview, then back to the list;
 * 'Abbandona' and leaving for another page ask first, as in the lawyer's wizard.
 */
export const TemplateTestLayout = () => {
  const contract = useNewContract();
  const lastContract = useRef(contract);
  if (contract) lastContract.current = contract;
  const { pathname } = useLocation();
  const shown = lastContract.current;
  useDocumentTitle(shown ? `Prova: ${shown.title}` : 'Prova del master');
  if (!shown) return <Navigate to={paths.templatesCreated} replace />;

  const current = Math.max(stepPaths.indexOf(pathname.replace(/\/+$/, '')), 0);
  return (
    <WizardContractContext.Provider value={shown}>
      <div className="test-flow">
        <div className="test-flow__top">
          <div>
            <p className="test-flow__eyebrow">Prova del master</p>
            <h1 className="test-flow__title">{shown.title}</h1>
          </div>
          <AbandonFlow insideFlow={insideFlow} exitTo={paths.templatesCreated} />
        </div>
        <div className="test-flow__stepper">
          <Stepper steps={steps} current={current} />
        </div>
        <div className="test-flow__panel">
          <Outlet />
        </div>
        <PathVerificationPanel
          templateId={shown.type}
          note="Oltre a questa prova: il master e l’anteprima generati per ogni combinazione di risposte."
        />
      </div>
    </WizardContractContext.Provider>
  );
};
