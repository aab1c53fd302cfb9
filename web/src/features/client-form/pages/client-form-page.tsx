import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { Loader } from '../../../components/ui/feedback';
import { CodeStep } from '../components/code-step';
import { EndedStep } from '../components/ended-step';
import { FormStage } from '../components/form-stage';
import { IntroStep } from '../components/intro-step';
import { useClientAccess } from '../use-client-access';
import { useFocusHeading } from '../use-focus-heading';

/**
 * A lawyer's client's page (`/cliente/<token>`, docs/api.md, "The client's data by link"): no account; «Continua»,
 * the code mailed, the lawyer's informativa, the chosen questions, «Invia all'avvocato»; or why the link no longer
 * works. The focus goes to each new screen's heading.
 */
export const ClientFormPage = () => {
  const { token = '' } = useParams();
  const access = useClientAccess(token);
  const { stage } = access;
  const panel = useRef<HTMLDivElement>(null);
  useFocusHeading(panel, stage.kind);
  return (
    <div ref={panel} tabIndex={-1} className="client-panel">
      {stage.kind === 'loading' ? (
        <Loader label="Caricamento dei tuoi dati..." />
      ) : stage.kind === 'intro' ? (
        <IntroStep notice={stage.notice} opened={stage.opened} onStart={access.start} />
      ) : stage.kind === 'code' ? (
        <CodeStep opened={stage.opened} onConfirm={access.confirm} onResend={access.resend} />
      ) : stage.kind === 'form' ? (
        <FormStage
          token={token}
          form={stage.form}
          access={stage.access}
          onEnded={access.ended}
          onSent={() => access.sent(stage.form.lawyer)}
        />
      ) : stage.kind === 'sent' ? (
        <EndedStep reason="sent" lawyer={stage.lawyer} />
      ) : (
        <EndedStep reason={stage.reason} message={stage.message} lawyer={stage.lawyer} />
      )}
    </div>
  );
};
