import { Navigate } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button';
import { useQuestionnaireFlow } from '../flow/questionnaire-flow-context';
import { FlowActions, FlowPanel } from '../flow/flow-panel';
import { turnLeavePromptOff } from '../store/new-contract-store';
import { PreviewDownload } from './preview-download';
import { useWizardContract } from '../flow/wizard-contract-context';

/**
 * The preview step: the document filled with the answers, shown in the page with its size and download link, then
 * back to the summary or on (the next step, or the flow's end).
 */
export const PreviewStep = () => {
  const flow = useQuestionnaireFlow();
  const contract = useWizardContract();
  const { data, error, isLoading } = flow.preview.usePreviewFile(contract);
  const { summary } = flow.steps;

  if (!flow.preview.ready(contract)) return <Navigate to={summary.path} replace />;

  return (
    <FlowPanel className="stack">
      <div>
        <h2>{flow.preview.heading}</h2>
        <p className="muted">{flow.preview.intro(contract)}</p>
      </div>
      <PreviewDownload
        file={data}
        error={error}
        isLoading={isLoading}
        fallbackName={`Anteprima - ${contract.title}.docx`}
        onDownload={flow.browserLeavePrompt ? turnLeavePromptOff : undefined}
      />
      <FlowActions>
        <ButtonLink to={summary.path} variant="outline">
          Torna al riepilogo
        </ButtonLink>
        {flow.preview.next}
      </FlowActions>
    </FlowPanel>
  );
};
