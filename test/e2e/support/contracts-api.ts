import { expect, type APIRequestContext } from '@playwright/test';
import { isGroup, typeOf, type Answers, type AskedQuestion } from '@redigo/shared/domain/question';
import { sampleGroupAnswer } from '@redigo/shared/questionnaire/sample-answer';
import { sampleTypedAnswer } from '../../../infra/src/seed/templates/sample-answers';
import { professionistaBilling } from '../../support/invoices';
import { apiCall } from './api';

interface CatalogueTemplate {
  id: string;
  name: string;
  stripe_url: string;
}

/** The published template called `name`, as a lawyer's catalogue lists it. */
export const templateNamed = async (request: APIRequestContext, token: string, name: string) => {
  const page = await apiCall<{ results: CatalogueTemplate[] }>(
    request,
    token,
    'GET',
    '/api/template?limit=100',
  );
  const template = page.results.find((candidate) => candidate.name === name);
  if (!template) throw new Error(`No template ${name}`);
  return template;
};

/**
 * The answers the API's questionnaire takes for the template: `preferred`'s answer where it has one, else the first
 * option of every question the server asks and a valid sample for a typed one, up to the end or to the question
 * `stopAt` (left unanswered).
 */
const walkAnswers = async (
  request: APIRequestContext,
  token: string,
  template: CatalogueTemplate,
  preferred: Answers = {},
  stopAt?: string,
): Promise<Answers> => {
  const answers: Answers = {};
  for (let asked = 0; asked < 100; asked += 1) {
    const next = await apiCall<AskedQuestion | null>(
      request,
      token,
      'POST',
      `/api/contract/questions?type=${template.id}`,
      answers,
    );
    if (!next || next.variable === stopAt) break;
    const first = next.options[0] ?? '';
    answers[next.variable] =
      preferred[next.variable] ??
      (isGroup(next)
        ? sampleGroupAnswer(next, answers)
        : typeOf(next) !== 'choice'
          ? sampleTypedAnswer({ ...next, required_answers: [] })
          : next.is_multiple_selection
            ? [first]
            : first);
  }
  return answers;
};

/**
 * A completed contract of the template, answered through the API as walkAnswers does (the screens of this journey
 * are not the questionnaire). Named as the SPA's saves leave it: by the title and the first party. Resolves with its
 * id.
 */
export const completedContract = async (
  request: APIRequestContext,
  token: string,
  template: CatalogueTemplate,
  preferred: Answers = {},
): Promise<string> => {
  const answers = await walkAnswers(request, token, template, preferred);
  const saved = await apiCall<{ id: string }>(request, token, 'PUT', '/api/contract', {
    type: template.id,
    status: 'COMPLETED',
    answers,
  });
  return saved.id;
};

/**
 * A draft of the template called `name`, answered through the API as walkAnswers does (with `preferred`'s answers)
 * up to the question `stopAt`:
 * the lawyer resumes it from the archive there. Resolves with its id.
 */
export const draftUpTo = async (
  request: APIRequestContext,
  token: string,
  template: CatalogueTemplate,
  stopAt: string,
  name: string,
  preferred: Answers = {},
): Promise<string> => {
  const answers = await walkAnswers(request, token, template, preferred, stopAt);
  const saved = await apiCall<{ id: string }>(request, token, 'PUT', '/api/contract', {
    name,
    type: template.id,
    status: 'TO_COMPLETE',
    answers,
  });
  return saved.id;
};

/** Pays a contract as the browser does: the local Stripe stand-in's 'Paga', then POST /payment. */
export const payContract = async (
  request: APIRequestContext,
  token: string,
  template: CatalogueTemplate,
  contractId: string,
): Promise<void> => {
  const link = new URL(template.stripe_url);
  link.searchParams.set('client_reference_id', contractId);
  const paid = await request.post(link.toString(), { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const sessionId = new URL(paid.headers()['location'] ?? '').searchParams.get('session_id');
  const recorded = await request.post('/api/payment', {
    headers: { Authorization: `Bearer ${token}` },
    data: { transactionId: sessionId, contractId, price: 0 },
  });
  // 201 when this call records it, 200 when the stand-in's webhook was first.
  expect([200, 201]).toContain(recorded.status());
};

/** Gives the account complete billing data through the API, so its cart lets 'Acquista' go on. */
export const saveBillingData = async (
  request: APIRequestContext,
  pec: string,
  password: string,
): Promise<void> => {
  const signedIn = await request.post('/api/auth/login', { data: { pec, password } });
  expect(signedIn.status()).toBe(200);
  const { id } = ((await signedIn.json()) as { data: { id: string } }).data;
  const token = signedIn.headers()['authorization'] ?? '';
  await apiCall(
    request,
    token,
    'PUT',
    `/api/user/${id}/billing`,
    professionistaBilling({ name: 'Marco', surname: 'Avvocato' }),
  );
};
