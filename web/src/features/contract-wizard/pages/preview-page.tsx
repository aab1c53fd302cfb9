import { PreviewStep } from '../../questionnaire';
import { lawyerFlow } from '../lawyer-flow';

/** The free preview of the saved contract, then on to the cart. */
export const PreviewPage = () => <PreviewStep flow={lawyerFlow} />;
