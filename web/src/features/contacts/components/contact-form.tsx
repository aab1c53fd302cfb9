import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import type { ContactData } from '@redigo/shared/domain/contact';
import { ButtonLink } from '../../../components/ui/button';
import { FocusFirstError } from '../../../components/ui/focus-first-error';
import { FormActions } from '../../../components/ui/form-actions';
import { NotificationCard } from '../../../components/ui/notification-card';
import { SchemaForm, SubmitButton, useSubmitError } from '../../../components/ui/schema-form';
import { contactDataOf, contactFormSchema, type ContactFormValues } from './contact-form-values';
import { PersonaFisicaFields } from './persona-fisica-fields';
import { PersonaGiuridicaFields } from './persona-giuridica-fields';
import './contacts.css';

/** Reports the values as the lawyer types them (to carry them over a change of kind). */
const ValuesWatcher = ({ onChange }: { onChange: (values: ContactFormValues) => void }) => {
  const { values } = useFormikContext<ContactFormValues>();
  useEffect(() => onChange(values), [values, onChange]);
  return null;
};

interface ContactFormProps {
  initialValues: ContactFormValues;
  submitLabel: string;
  /** Where «Annulla» goes. */
  cancelTo: string;
  onSubmit: (data: ContactData) => Promise<void>;
  onValuesChange?: (values: ContactFormValues) => void;
}

/**
 * A contact's form, for its kind: the shared schema checks each field as the lawyer leaves it and again while
 * they correct it, its Italian message under the field in room kept for it (nothing below moves).
 */
export const ContactForm = ({
  initialValues,
  submitLabel,
  cancelTo,
  onSubmit,
  onValuesChange,
}: ContactFormProps) => {
  const { error, catching } = useSubmitError();
  return (
    <SchemaForm<ContactFormValues>
      initialValues={initialValues}
      schema={contactFormSchema}
      onSubmit={catching((values: ContactFormValues) => onSubmit(contactDataOf(values)))}
      className="contact-form stack"
    >
      {initialValues.kind === 'persona_fisica' ? <PersonaFisicaFields /> : <PersonaGiuridicaFields />}
      {onValuesChange && <ValuesWatcher onChange={onValuesChange} />}
      <FocusFirstError />
      {error && <NotificationCard variant="error">{error}</NotificationCard>}
      <FormActions className="row row--end">
        <ButtonLink to={cancelTo} variant="outline">
          Annulla
        </ButtonLink>
        <SubmitButton>{submitLabel}</SubmitButton>
      </FormActions>
    </SchemaForm>
  );
};
