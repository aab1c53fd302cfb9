import { useRef } from 'react';
import type { ClientForm } from '@redigo/shared/domain/client-link';
import { useFocusHeading } from '../use-focus-heading';
import { useFormSteps } from '../use-form-steps';
import { CheckStep } from './check-step';
import { PrivacyStep } from './privacy-step';
import { QuestionStep } from './question-step';

interface FormStageProps {
  token: string;
  form: ClientForm;
  access: string;
  onEnded: (error: unknown) => void;
  onSent: () => void;
}

/** The form of a link: the informativa, the questions one at a time, the check; the focus goes to each new screen's heading. */
export const FormStage = (props: FormStageProps) => {
  const { form } = props;
  const steps = useFormSteps(props);
  const { step, work, refusal } = steps;
  const panel = useRef<HTMLDivElement>(null);
  useFocusHeading(panel, step.kind === 'question' ? `question-${step.index}` : step.kind);
  return (
    <div ref={panel} tabIndex={-1} className="client-panel">
      {step.kind === 'privacy' ? (
        <PrivacyStep form={form} onRead={steps.readPrivacy} />
      ) : step.kind === 'question' ? (
        <QuestionStep
          form={form}
          index={step.index}
          answers={work.answers}
          typing={work.typing}
          saveState={work.saveState}
          problems={
            refusal?.variable === form.questions[step.index]?.variable ? refusal?.problems : undefined
          }
          onAnswer={(value) => void steps.answerAt(step.index, value, step.toCheck)}
          onBack={() => steps.back(step.index)}
          onKeep={(items) => work.keep(form.questions[step.index]?.variable ?? '', items)}
        />
      ) : (
        <CheckStep
          form={form}
          answers={work.answers}
          problems={steps.sendProblems}
          sending={steps.sending}
          onEdit={steps.edit}
          onSend={() => void steps.send()}
        />
      )}
    </div>
  );
};
