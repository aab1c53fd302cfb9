import type { Answers } from '@redigo/shared/domain/question';
import { Loader } from '../../../components/ui/feedback';
import { NotificationCard } from '../../../components/ui/notification-card';
import { errorMessageOf } from '../../../lib/api-error';
import { useOfferedQuestions } from '../api/client-link-api';
import { initialRequest, useLinkRequest } from '../use-link-request';
import { LinkRequestForm } from './link-request-form';
import './client-link.css';

interface LinkRequestProps {
  contractId: string;
  answers: Answers;
  onSent: (email: string) => void;
}

/** «Chiedi i dati al cliente» on a draft: the template's questions loaded, then the form. */
export const LinkRequest = ({ contractId, answers, onSent }: LinkRequestProps) => {
  const { data: questions, error: loadError } = useOfferedQuestions(contractId);
  const { error, submit } = useLinkRequest(contractId, onSent);
  if (loadError) return <NotificationCard variant="error">{errorMessageOf(loadError)}</NotificationCard>;
  if (!questions) return <Loader label="Caricamento delle domande..." />;
  return (
    <LinkRequestForm
      questions={questions}
      answers={answers}
      initialValues={initialRequest(questions)}
      error={error}
      onSubmit={submit}
    />
  );
};
