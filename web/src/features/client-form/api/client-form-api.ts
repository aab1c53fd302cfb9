import type { ClientForm, ClientLinkOpened } from '@redigo/shared/domain/client-link';
import type { Answers } from '@redigo/shared/domain/question';
import { apiData, apiRequest, type ApiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/**
 * The client's side of a link (docs/api.md, "The client's data by link"): no account, so no lawyer's token is ever
 * sent; the link's own routes take the client token that the mailed code gave, and nothing else does.
 */
const asClient = (access: string): Pick<ApiRequest, 'auth' | 'headers'> => ({
  auth: false,
  headers: { Authorization: `Bearer ${access}` },
});

/** POST /client/preview: who asks and for what, for the first screen; no code is sent and nothing is recorded. */
export const previewLink = (token: string): Promise<ClientLinkOpened> =>
  apiData<ClientLinkOpened>({ method: 'POST', route: '/client/preview', body: { token }, auth: false });

/** POST /client/open: who asks and for what; a 6-digit code is mailed to the link's address (none once submitted). */
export const openLink = (token: string): Promise<ClientLinkOpened> =>
  apiData<ClientLinkOpened>({ method: 'POST', route: '/client/open', body: { token }, auth: false });

/** POST /client/verify: the client token of the right code, valid two hours for this link's routes only. */
export const verifyCode = async (token: string, code: string): Promise<string> => {
  const { headers } = await apiRequest<unknown>({
    method: 'POST',
    route: '/client/verify',
    body: { token, code },
    auth: false,
  });
  const access = headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (!access) throw new ApiError('Il codice non è stato accettato: riprova.', 500, 'INTERNAL');
  return access;
};

/** GET /client/form: the lawyer's informativa, the chosen questions and the answers so far. */
export const fetchForm = (access: string): Promise<ClientForm> =>
  apiData<ClientForm>({ method: 'GET', route: '/client/form', ...asClient(access) });

/** PUT /client/form: the client's work as it stands, checked as the questionnaire checks it. */
export const saveForm = async (access: string, answers: Answers): Promise<void> => {
  await apiData({ method: 'PUT', route: '/client/form', body: { answers }, ...asClient(access) });
};

/** POST /client/submit: the answers, every chosen question answered, and the informativa read. */
export const submitForm = async (access: string, answers: Answers): Promise<void> => {
  await apiData({
    method: 'POST',
    route: '/client/submit',
    body: { answers, privacy_ack: true },
    ...asClient(access),
  });
};
