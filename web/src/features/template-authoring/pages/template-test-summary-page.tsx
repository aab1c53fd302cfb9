import { SummaryStep } from '../../questionnaire';

/** The test run's summary: every answer, editable; nothing is saved. */
export const TemplateTestSummaryPage = () => <SummaryStep />;
