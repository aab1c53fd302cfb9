import { PreviewStep } from '../../questionnaire';

/** The free preview of the saved contract, then on to the cart. */
export const PreviewPage = () => <PreviewStep />;
