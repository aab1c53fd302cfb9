import { contactAttributeLabels } from '@redigo/shared/messages/contacts';
import { ApiError, errorMessageOf } from '../../../lib/api-error';

/** The server's refusal of a save: its messages by the attribute they name, and those that name none. */
export interface SaveRefusal {
  byAttribute: Map<string, string>;
  general: string[];
}

/** The server's 400 messages (`"Codice fiscale: ..."`) by the attribute whose label starts them. */
export const refusalOf = (error: unknown): SaveRefusal => {
  const byAttribute = new Map<string, string>();
  const general: string[] = [];
  const messages =
    error instanceof ApiError && error.status === 400 && error.errors?.length
      ? error.errors
      : [errorMessageOf(error)];
  for (const message of messages) {
    const named = Object.entries(contactAttributeLabels).find(([, label]) =>
      message.startsWith(`${label}: `),
    );
    if (named && !byAttribute.has(named[0])) byAttribute.set(named[0], message.slice(named[1].length + 2));
    else general.push(message);
  }
  return { byAttribute, general };
};
