import { SurveyStep } from '../../questionnaire';

/** The lawyer's questionnaire, one question at a time (the flow's survey step). */
export const SurveyPage = () => <SurveyStep />;
