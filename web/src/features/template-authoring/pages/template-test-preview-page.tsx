import { PreviewStep } from '../../questionnaire';

/**
 * The test run's last step: the preview filled with the answers, as a lawyer gets it (size and download), then
 * the full document filled with them, downloaded with 'Scarica il documento DOCX', and back to the list.
 */
export const TemplateTestPreviewPage = () => <PreviewStep />;
