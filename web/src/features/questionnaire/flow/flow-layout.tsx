import { useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLeavePrompt } from '../../../lib/use-leave-prompt';
import { Stepper } from '../../../components/ui/stepper';
import { AbandonFlow } from './abandon-flow';
import { flowSteps, type QuestionnaireFlow } from './flow-config';
import { getNewContract, useNewContract, type NewContract } from '../store/new-contract-store';
import { QuestionnaireFlowContext } from './questionnaire-flow-context';
import { WizardContractContext } from './wizard-contract-context';
import './flow.css';

const withoutTrailingSlash = (pathname: string): string => pathname.replace(/\/+$/, '');

interface FlowLayoutProps {
  flow: QuestionnaireFlow;
  /** Shown under the steps (the staff's verification of every path). */
  footer?: (contract: NewContract) => ReactNode;
}

/**
 * The frame of a questionnaire flow: title, 'Abbandona', the stepper, the step's page, and a confirmation before
 * leaving the flow. The steps read the flow and the compilation from the layout (useQuestionnaireFlow,
 * useWizardContract). The compilation stays shown while the layout leaves after it was cleared (abandon, payment).
 */
export const FlowLayout = ({ flow, footer }: FlowLayoutProps) => {
  const contract = useNewContract();
  const lastContract = useRef(contract);
  if (contract) lastContract.current = contract;
  const location = useLocation();
  const steps = flowSteps(flow);
  const stepPaths = steps.map((step) => step.path);

  useLeavePrompt(() => {
    const current = getNewContract();
    return flow.browserLeavePrompt && current !== null && !current.leavePromptOff;
  });

  const shown = lastContract.current;
  useDocumentTitle(shown ? `${flow.titlePrefix}: ${shown.title}` : flow.eyebrow);
  if (!shown) return <Navigate to={flow.goneTo(location)} replace />;

  const insideFlow =
    flow.insideFlow ?? ((pathname: string) => stepPaths.includes(withoutTrailingSlash(pathname)));
  const current = stepPaths.indexOf(withoutTrailingSlash(location.pathname));
  return (
    <QuestionnaireFlowContext.Provider value={flow}>
      <WizardContractContext.Provider value={shown}>
        <div className="flow">
          <div className="flow__top">
            <div>
              <p className="flow__eyebrow">{flow.eyebrow}</p>
              <h1 className="flow__title">{shown.title}</h1>
            </div>
            <div className="flow__actions">
              {flow.actions?.(shown)}
              <AbandonFlow insideFlow={insideFlow} exitTo={flow.exitTo} />
            </div>
          </div>
          <div className="flow__stepper">
            <Stepper steps={steps.map((step) => step.label)} current={Math.max(current, 0)} />
          </div>
          <Outlet />
          {footer?.(shown)}
        </div>
      </WizardContractContext.Provider>
    </QuestionnaireFlowContext.Provider>
  );
};
