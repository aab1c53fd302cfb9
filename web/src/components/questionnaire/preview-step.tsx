import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { errorMessageOf } from '../../lib/api-error';
import { Button, ButtonLink, NavigateButton } from '../ui/button';
import { useToast } from '../ui/toast';
import type { PreviewNext, QuestionnaireFlow } from './flow-config';
import { FlowActions, FlowPanel } from './flow-panel';
import { clearNewContract, turnLeavePromptOff, type NewContract } from './new-contract-store';
import { PreviewDownload } from './preview-download';
import { useWizardContract } from './wizard-contract-context';

/** The end of a flow: runs its work (a download), forgets the compilation and leaves; a failure is a toast. */
const FinishButton = ({
  next,
  contract,
}: {
  next: Extract<PreviewNext, { kind: 'finish' }>;
  contract: NewContract;
}) => {
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const finish = async () => {
    setBusy(true);
    try {
      await next.run(contract);
      clearNewContract();
      navigate(next.doneTo);
    } catch (error) {
      toast.error(errorMessageOf(error));
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void finish()} loading={busy}>
      {next.label}
    </Button>
  );
};

/**
 * The preview step: the document filled with the answers, shown in the page with its size and download link, then
 * back to the summary or on (the next step, or the flow's end).
 */
export const PreviewStep = ({ flow }: { flow: QuestionnaireFlow }) => {
  const contract = useWizardContract();
  const { data, error, isLoading } = flow.preview.usePreviewFile(contract);
  const { summary } = flow.steps;
  const { next } = flow.preview;

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
        {next.kind === 'step' ? (
          <NavigateButton to={next.to}>{next.label}</NavigateButton>
        ) : (
          <FinishButton next={next} contract={contract} />
        )}
      </FlowActions>
    </FlowPanel>
  );
};
