import { useState } from 'react';
import type { RegistrationForm } from '@redigo/shared/schemas/auth';
import { useSubmitError } from '../../../components/ui/schema-form';
import { register } from '../api/auth-api';

/** The registration: the submit (its failure shown in the form) and, once sent, the PEC it was sent to. */
export const useRegistration = () => {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { error, catching } = useSubmitError();
  const submit = catching(async (values: RegistrationForm) => {
    await register(values);
    setSentTo(values.pec.trim());
  });
  return { sentTo, error, submit };
};
