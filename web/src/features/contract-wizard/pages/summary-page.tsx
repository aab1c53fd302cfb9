import { SummaryStep } from '../../questionnaire';

/** The lawyer's answers, editable; 'Vai all'anteprima' saves the contract as completed. */
export const SummaryPage = () => <SummaryStep />;
