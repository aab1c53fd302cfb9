import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/** The seeded demo accounts of local mode (docs/design.md, Local mode). */
export const demo = {
  admin: { pec: 'admin@pec.local', password: 'Admin!2345' },
  editor: { pec: 'editor@pec.local', password: 'Editor!2345' },
  lawyer: { pec: 'avvocato@pec.local', password: 'Avvocato!2345' },
} as const;

export interface Credentials {
  pec: string;
  password: string;
}

/** A fresh PEC no other test uses. */
const uniquePec = (prefix: string): string => `${prefix}.${randomBytes(4).toString('hex')}@pec.it`;

/** Signs in through the API and returns the access token. */
export const apiToken = async (request: APIRequestContext, account: Credentials): Promise<string> => {
  const response = await request.post('/api/auth/login', { data: account });
  expect(response.status(), `login of ${account.pec}`).toBe(200);
  const token = response.headers()['authorization'];
  if (!token) throw new Error(`No token for ${account.pec}`);
  return token;
};

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A JSON call with a token that must answer `status`; resolves with the answer's `data`. */
export const apiCall = async <T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
  status = 200,
): Promise<T> => {
  const response = await request.fetch(path, { method, headers: bearer(token), data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(status);
  return ((await response.json()) as { data: T }).data;
};

interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
}

/** The newest link to an SPA page (e.g. `/verify-email`) mailed to `pec`, from the local outbox. */
export const mailedLink = async (request: APIRequestContext, pec: string, page: string): Promise<string> => {
  const mails = (await (await request.get('/_local/mail.json')).json()) as OutboxMail[];
  for (const mail of mails.filter((m) => m.to.toLowerCase() === pec.toLowerCase())) {
    const link = mail.links.find((candidate) => new URL(candidate).pathname === page);
    if (link) return link;
  }
  throw new Error(`No ${page} link mailed to ${pec}`);
};

export interface Registration extends Credentials {
  name: string;
  surname: string;
}

/** A registration with a fresh PEC. */
export const newRegistration = (name: string, surname: string): Registration => ({
  name,
  surname,
  pec: uniquePec(name.toLowerCase()),
  password: 'Tartaruga!Blu7',
});

/** The Ordine degli Avvocati and the codice fiscale the tests register with. */
export const BAR_REGISTRATION = { ordine: 'Milano', codice_fiscale: 'RSSMRA85T10A562S' } as const;

/** POST /auth/register with every required consent, the Ordine and the codice fiscale. */
export const apiRegister = async (request: APIRequestContext, person: Registration): Promise<void> => {
  const response = await request.post('/api/auth/register', {
    data: {
      ...person,
      ...BAR_REGISTRATION,
      terms_acceptance: true,
      privacy: true,
      terms_art_9_10: true,
      newsletter: false,
    },
  });
  expect(response.status()).toBe(201);
};

/** Opens the mailed verification link's token through the API. */
export const apiVerify = async (request: APIRequestContext, pec: string): Promise<void> => {
  const link = new URL(await mailedLink(request, pec, '/verify-email'));
  const response = await request.post(`/api/auth/verify-email${link.search}`);
  expect(response.status()).toBe(200);
};

/** The account's id as the admin's users list finds it. */
export const userIdOf = async (request: APIRequestContext, adminToken: string, pec: string) => {
  const page = await apiCall<{ results: { id: string; pec: string }[] }>(
    request,
    adminToken,
    'GET',
    `/api/user?name=${encodeURIComponent(pec)}`,
  );
  const user = page.results.find((candidate) => candidate.pec === pec);
  if (!user) throw new Error(`The admin cannot find ${pec}`);
  return user.id;
};

/** POST /auth/change-user-status by the admin. */
export const apiChangeStatus = async (
  request: APIRequestContext,
  pec: string,
  status: 'confermato' | 'rifiutato' | 'sospeso',
): Promise<void> => {
  const admin = await apiToken(request, demo.admin);
  const userId = await userIdOf(request, admin, pec);
  await apiCall(request, admin, 'POST', '/api/auth/change-user-status', { userId, status });
};
