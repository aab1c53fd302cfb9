import { SurveyStep } from '../../questionnaire';
import { lawyerFlow } from '../lawyer-flow';

/** The lawyer's questionnaire, one question at a time (the flow's survey step). */
export const SurveyPage = () => <SurveyStep flow={lawyerFlow} />;
