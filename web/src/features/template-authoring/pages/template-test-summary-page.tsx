import { SummaryStep } from '../../questionnaire';
import { templateTestFlow } from './template-test-flow';

/** The test run's summary: every answer, editable; nothing is saved. */
export const TemplateTestSummaryPage = () => <SummaryStep flow={templateTestFlow} />;
