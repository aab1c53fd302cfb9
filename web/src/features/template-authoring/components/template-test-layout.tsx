import { FlowLayout } from '../../questionnaire';
import { templateTestFlow } from '../pages/template-test-flow';
import { PathVerificationPanel } from './path-verification/path-verification-panel';
import '../../../components/ui/staff.css';

/**
 * The staff's test run of a template ('Prova'): questionnaire, summary and preview, then back to the list;
 * 'Abbandona' and leaving for another page ask first, as in the lawyer's wizard. Under it, «Verifica tutti i
 * percorsi» for every combination of answers.
 */
export const TemplateTestLayout = () => (
  <FlowLayout
    flow={templateTestFlow}
    footer={(contract) => (
      <PathVerificationPanel
        templateId={contract.type}
        note="Oltre a questa prova: il master e l’anteprima generati per ogni combinazione di risposte."
      />
    )}
  />
);
