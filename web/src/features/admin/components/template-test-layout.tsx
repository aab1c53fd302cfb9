import { useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { Button } from '../../../components/ui/button';
import { Stepper } from '../../../components/ui/stepper';
import { clearNewContract, useNewContract } from '../../../lib/new-contract-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { WizardContractContext } from '../../../lib/wizard-contract-context';
import './admin.css';

const steps = ['Questionario', 'Riepilogo', 'Anteprima'] as const;
const stepPaths: readonly string[] = [
  paths.templateTestSurvey,
  paths.templateTestSummary,
  paths.templateTestPreview,
];

/** The staff's test run of a template ('Prova'): questionnaire, summary and preview, then back to the list. */
export const TemplateTestLayout = () => {
  const contract = useNewContract();
  const lastContract = useRef(contract);
  if (contract) lastContract.current = contract;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const shown = lastContract.current;
  useDocumentTitle(shown ? `Prova: ${shown.title}` : 'Prova del master');
  if (!shown) return <Navigate to={paths.templatesCreated} replace />;

  const leave = () => {
    clearNewContract();
    navigate(paths.templatesCreated);
  };
  const current = Math.max(stepPaths.indexOf(pathname.replace(/\/+$/, '')), 0);
  return (
    <WizardContractContext.Provider value={shown}>
      <div className="test-flow">
        <div className="test-flow__top">
          <div>
            <p className="test-flow__eyebrow">Prova del master</p>
            <h1 className="test-flow__title">{shown.title}</h1>
          </div>
          <Button variant="outline" size="sm" onClick={leave}>
            Esci dalla prova
          </Button>
        </div>
        <div className="test-flow__stepper">
          <Stepper steps={steps} current={current} />
        </div>
        <div className="test-flow__panel">
          <Outlet />
        </div>
      </div>
    </WizardContractContext.Provider>
  );
};
