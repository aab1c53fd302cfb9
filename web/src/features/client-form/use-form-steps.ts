import { useState } from 'react';
import type { ClientForm } from '@redigo/shared/domain/client-link';
import type { Answer, Answers } from '@redigo/shared/domain/question';
import { isAnswered } from '@redigo/shared/questionnaire/conditions';
import { ApiError, errorMessageOf } from '../../lib/api-error';
import { submitForm } from './api/client-form-api';
import { closedStageOf } from './client-stage';
import { keepSession, sessionOf } from './client-session';
import { useClientAnswers } from './use-client-answers';

/** The form's screens: the informativa, one question at a time (back to the check when edited from it), the check. */
export type FormStep =
  { kind: 'privacy' } | { kind: 'question'; index: number; toCheck: boolean } | { kind: 'check' };

/** The first question without an answer, or the check when every one has one. */
const firstOpen = (form: ClientForm, answers: Answers): FormStep => {
  const index = form.questions.findIndex((question) => !isAnswered(answers[question.variable]));
  return index < 0 ? { kind: 'check' } : { kind: 'question', index, toCheck: false };
};

interface FormStepsOptions {
  token: string;
  form: ClientForm;
  access: string;
  onEnded: (error: unknown) => void;
  onSent: () => void;
}

/**
 * The client's way through the form: the informativa first (read once per tab), then the chosen questions one at a
 * time, each saved on «Avanti» (a refusal of the server shown where it was given), then the check and «Invia
 * all'avvocato».
 */
export const useFormSteps = ({ token, form, access, onEnded, onSent }: FormStepsOptions) => {
  const work = useClientAnswers(form, access, onEnded);
  const [step, setStep] = useState<FormStep>(() =>
    sessionOf(token)?.privacyRead ? firstOpen(form, form.answers) : { kind: 'privacy' },
  );
  const [refusal, setRefusal] = useState<{ variable: string; problems: string[] }>();
  const [sendProblems, setSendProblems] = useState<string[]>();
  const [sending, setSending] = useState(false);

  const readPrivacy = () => {
    const session = sessionOf(token);
    if (session) keepSession({ ...session, privacyRead: true });
    setStep({ kind: 'question', index: 0, toCheck: false });
  };

  const answerAt = async (index: number, value: Answer, toCheck: boolean) => {
    const variable = form.questions[index]?.variable ?? '';
    setRefusal(undefined);
    const problems = await work.answer(variable, value);
    if (problems) {
      setRefusal({ variable, problems });
      return;
    }
    const next = index + 1;
    setStep(
      toCheck || next >= form.questions.length
        ? { kind: 'check' }
        : { kind: 'question', index: next, toCheck: false },
    );
  };

  const back = (index: number) => {
    setRefusal(undefined);
    setStep(index === 0 ? { kind: 'privacy' } : { kind: 'question', index: index - 1, toCheck: false });
  };

  const edit = (index: number) => setStep({ kind: 'question', index, toCheck: true });

  const send = async () => {
    setSending(true);
    setSendProblems(undefined);
    try {
      await work.settled();
      await submitForm(access, work.answers);
      onSent();
    } catch (error) {
      if (closedStageOf(error) || (error instanceof ApiError && error.status === 401)) {
        onEnded(error);
        return;
      }
      setSendProblems(
        error instanceof ApiError && error.errors?.length ? error.errors : [errorMessageOf(error)],
      );
      setSending(false);
    }
  };

  return { step, work, refusal, sendProblems, sending, readPrivacy, answerAt, back, edit, send };
};
