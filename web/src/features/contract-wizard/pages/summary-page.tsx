import { SummaryStep } from '../../questionnaire';
import { lawyerFlow } from '../lawyer-flow';

/** The lawyer's answers, editable; 'Vai all'anteprima' saves the contract as completed. */
export const SummaryPage = () => <SummaryStep flow={lawyerFlow} />;
