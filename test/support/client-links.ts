import { isGroup, type Question } from '@redigo/shared/domain/question';
import { field } from '@redigo/shared/questionnaire/test-support/groups';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { mailsTo, uniquePec } from './accounts';
import type { ApiResponse } from './api-client';
import { partiesQuestions } from './group-templates';
import { createTypedTemplate } from './typed-templates';
import type { TestStack } from './test-stack';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A lease asking its use, its landlords (a group: a person with name, codice fiscale, birth date and address, or a
 * company whose REA is asked only when the lease is commercial), the tenant's codice fiscale and partita IVA, the
 * rent and how it is paid.
 */
export const linkQuestions = (): Question[] => [
  ...partiesQuestions().map((question) =>
    isGroup(question)
      ? {
          ...question,
          fields: [
            ...question.fields,
            field(typed('data_nascita', 'date'), 'Data di nascita', { tipo: 'Persona fisica' }),
          ],
        }
      : question,
  ),
  { ...typed('canone', 'amount', { min: 1 }), question: 'Canone mensile' },
  { ...single('pagamento', ['Bonifico', 'Contanti']), question: 'Modalità di pagamento' },
];

/** A landlord who is a person (his codice fiscale says 10 December 1985), and one who is a company. */
export const PERSON = {
  tipo: 'Persona fisica',
  nome: 'Mario Rossi',
  codice_fiscale: 'RSSMRA85T10A562S',
  indirizzo: 'via Roma 1, 20121 Milano',
  data_nascita: '1985-12-10',
};
export const COMPANY = {
  tipo: 'Persona giuridica',
  denominazione: 'Alfa S.r.l.',
  partita_iva: '01114601006',
};

/** A template of `linkQuestions()` made and published by the holder of staff `token`: its id. */
export const createLinkTemplate = async (stack: TestStack, token: string): Promise<string> =>
  (await createTypedTemplate(stack, token, linkQuestions(), ['{uso} {canone} {cf_conduttore}'])).id;

const expectStatus = (step: string, response: ApiResponse<Json>, expected: number): Json => {
  if (response.status !== expected)
    throw new Error(`${step}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body?.data;
};

/** A draft of the holder of `token` on `templateId` with `answers` (and a group being typed): its id. */
export const createDraft = async (
  stack: TestStack,
  token: string,
  templateId: string,
  answers: Json,
  groupInProgress?: Json,
): Promise<string> => {
  const saved = await stack.api.put(
    '/api/contract',
    {
      type: templateId,
      status: 'TO_COMPLETE',
      answers,
      ...(groupInProgress && { group_in_progress: groupInProgress }),
    },
    { token },
  );
  return expectStatus('draft', saved, 200).id;
};

/** A client's address no other test uses. */
export const clientEmail = (): string => uniquePec('cliente').replace('@pec.it', '@example.com');

/** POST /contract/{id}/client-link with a valid body (its parts overridden). */
export const postLink = (stack: TestStack, token: string, contractId: string, body: Json = {}) =>
  stack.api.post(
    `/api/contract/${contractId}/client-link`,
    { email: clientEmail(), name: 'Mario Rossi', questions: ['locatori'], ...body },
    { token },
  );

/** A link made on a draft: its id and the client's address. */
export const createLink = async (
  stack: TestStack,
  token: string,
  contractId: string,
  body: Json = {},
): Promise<{ id: string; email: string; data: Json }> => {
  const email = body.email ?? clientEmail();
  const data = expectStatus('link', await postLink(stack, token, contractId, { ...body, email }), 201);
  return { id: data.id, email, data };
};

/** The token of the newest `/cliente/<token>` link mailed to `email`. */
export const mailedLinkToken = async (stack: TestStack, email: string): Promise<string> => {
  for (const mail of await mailsTo(stack, email))
    for (const link of mail.links) {
      const match = /\/cliente\/([^/?#]+)$/.exec(new URL(link).pathname);
      if (match?.[1]) return decodeURIComponent(match[1]);
    }
  throw new Error(`No client link mailed to ${email}`);
};

/** The newest code mailed to `email`. */
export const mailedCode = async (stack: TestStack, email: string): Promise<string> => {
  for (const mail of await mailsTo(stack, email)) {
    const code = /Il tuo codice per inserire i dati: (\d{6})/.exec(mail.subject)?.[1];
    if (code) return code;
  }
  throw new Error(`No code mailed to ${email}`);
};

/** The client's way in: open the link (a code is mailed), verify the code: the client token. */
export const clientSignsIn = async (stack: TestStack, email: string): Promise<string> => {
  const token = await mailedLinkToken(stack, email);
  expectStatus('open', await stack.api.post('/api/client/open', { token }), 200);
  const code = await mailedCode(stack, email);
  const verified = await stack.api.post('/api/client/verify', { token, code });
  expectStatus('verify', verified, 200);
  const clientToken = verified.headers.get('authorization');
  if (!clientToken) throw new Error('verify: no client token');
  return clientToken;
};
