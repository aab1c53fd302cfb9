import { useRef, type ReactNode } from 'react';
import type { QuestionnaireFlow } from '../flow/flow-config';
import { QuestionnaireFlowContext } from '../flow/questionnaire-flow-context';
import { WizardContractContext } from '../flow/wizard-contract-context';
import { useNewContract } from '../store/new-contract-store';

/**
 * A step as the flow layout frames it, without the layout's title and stepper: the flow, and the compilation in
 * progress, which stays shown while the step leaves after it was cleared.
 */
export const InFlow = ({ flow, children }: { flow: QuestionnaireFlow; children: ReactNode }) => {
  const contract = useNewContract();
  const last = useRef(contract);
  if (contract) last.current = contract;
  return (
    <QuestionnaireFlowContext.Provider value={flow}>
      <WizardContractContext.Provider value={last.current}>{children}</WizardContractContext.Provider>
    </QuestionnaireFlowContext.Provider>
  );
};
