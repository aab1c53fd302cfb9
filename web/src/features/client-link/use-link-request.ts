import { useState } from 'react';
import { CLIENT_LINK_LIMITS } from '@redigo/shared/domain/client-link';
import { isGroup, type AskedQuestion } from '@redigo/shared/domain/question';
import { errorMessageOf } from '../../lib/api-error';
import { createClientLink } from './api/client-link-api';

/** The request as the form holds it (the expiry as the select gives it). */
export interface LinkRequestValues {
  questions: string[];
  name: string;
  email: string;
  message: string;
  expires_days: string;
}

/** The form to start from: every group of the template chosen (the parties), a week's expiry. */
export const initialRequest = (questions: AskedQuestion[]): LinkRequestValues => ({
  questions: questions.filter(isGroup).map((question) => question.variable),
  name: '',
  email: '',
  message: '',
  expires_days: String(CLIENT_LINK_LIMITS.expiresDaysDefault),
});

/**
 * Sends «Chiedi i dati al cliente» (POST /contract/{id}/client-link): the client is mailed a link, the one before
 * stops working; `onSent` hears the address. A refusal's message stays under the form.
 */
export const useLinkRequest = (contractId: string, onSent: (email: string) => void) => {
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: LinkRequestValues): Promise<void> => {
    setError(null);
    const message = values.message.trim();
    try {
      await createClientLink(contractId, {
        questions: values.questions,
        name: values.name.trim(),
        email: values.email.trim(),
        expires_days: Number(values.expires_days),
        ...(message && { message }),
      });
      onSent(values.email.trim());
    } catch (caught) {
      setError(errorMessageOf(caught));
    }
  };
  return { error, submit };
};
