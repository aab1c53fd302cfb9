import { SurveyStep } from '../../questionnaire';

/** The test run's questionnaire: the template's questions as a lawyer gets them, without the reveal and pauses. */
export const TemplateTestSurveyPage = () => <SurveyStep />;
