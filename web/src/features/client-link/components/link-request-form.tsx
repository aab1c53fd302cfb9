import { CLIENT_LINK_LIMITS } from '@redigo/shared/domain/client-link';
import type { Answers, AskedQuestion } from '@redigo/shared/domain/question';
import { createClientLinkSchema } from '@redigo/shared/schemas/client-links';
import { SelectField, TextAreaField } from '../../../components/ui/choice-fields';
import { FocusFirstError } from '../../../components/ui/focus-first-error';
import { TextField } from '../../../components/ui/form-fields';
import { SchemaForm, SubmitButton } from '../../../components/ui/schema-form';
import { NotificationCard } from '../../../components/ui/notification-card';
import type { LinkRequestValues } from '../use-link-request';
import { QuestionChoices } from './question-choices';

const EXPIRIES = [1, 3, 7, 14, 30].map((days) => ({
  value: String(days),
  label: days === 1 ? '1 giorno' : `${days} giorni`,
}));

interface LinkRequestFormProps {
  questions: AskedQuestion[];
  /** The draft's answers: a question already answered is said so. */
  answers: Answers;
  initialValues: LinkRequestValues;
  error: string | null;
  onSubmit: (values: LinkRequestValues) => Promise<void>;
}

/**
 * «Chiedi i dati al cliente»: the questions the client will answer (the party groups preselected), the client's name
 * and e-mail, a message and the link's expiry, checked with the server's own rules before sending.
 */
export const LinkRequestForm = ({
  questions,
  answers,
  initialValues,
  error,
  onSubmit,
}: LinkRequestFormProps) => (
  <SchemaForm
    initialValues={initialValues}
    schema={createClientLinkSchema}
    onSubmit={onSubmit}
    className="link-request"
  >
    <FocusFirstError />
    <QuestionChoices questions={questions} answers={answers} />
    <TextField name="name" label="Nome del cliente (o della società)" autoComplete="off" />
    <TextField
      name="email"
      type="email"
      label="E-mail del cliente"
      hint="Il cliente riceve il link a questo indirizzo, e il codice per aprirlo."
      autoComplete="off"
    />
    <TextAreaField
      name="message"
      label="Messaggio per il cliente (facoltativo)"
      hint={`Al massimo ${CLIENT_LINK_LIMITS.messageMaxLength} caratteri, nell’e-mail con il link.`}
      maxLength={CLIENT_LINK_LIMITS.messageMaxLength}
    />
    <SelectField name="expires_days" label="Il link vale per" options={EXPIRIES} placeholder="Scegli" />
    {error && <NotificationCard variant="error">{error}</NotificationCard>}
    <div className="link-request__actions">
      <SubmitButton>Invia il link al cliente</SubmitButton>
    </div>
  </SchemaForm>
);
