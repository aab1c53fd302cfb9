import { FlowLayout } from '../../features/questionnaire';
import { lawyerFlow } from '../../features/contract-wizard/lawyer-flow';

/** The compilation of a new contract: stepper, 'Abbandona', and a confirmation before leaving the flow. */
export const WizardLayout = () => <FlowLayout flow={lawyerFlow} />;
