import { createContext, useContext } from 'react';
import type { QuestionnaireFlow } from './flow-config';

/**
 * The flow as the layout hands it to its steps: the lawyer's wizard or the staff's test run of a template, so that
 * a step's page is the step itself, whichever flow frames it.
 */
export const QuestionnaireFlowContext = createContext<QuestionnaireFlow | null>(null);

export const useQuestionnaireFlow = (): QuestionnaireFlow => {
  const flow = useContext(QuestionnaireFlowContext);
  if (!flow) throw new Error('useQuestionnaireFlow must be used inside the flow layout');
  return flow;
};
