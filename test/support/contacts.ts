import type { Contact } from '@redigo/shared/domain/contact';
import type { ApiResponse } from './api-client';
import type { TestStack } from './test-stack';

/** A valid persona fisica: Mario Rossi, born in Rome on 10 December 1985 (the codice fiscale agrees). */
export const personaFisica = (overrides: Record<string, unknown> = {}) => ({
  kind: 'persona_fisica',
  nome: 'Mario',
  cognome: 'Rossi',
  sesso: 'M',
  luogo_nascita: 'Roma',
  data_nascita: '1985-12-10',
  codice_fiscale: 'RSSMRA85T10H501O',
  indirizzo: 'Via del Corso 1',
  cap: '00186',
  comune: 'Roma',
  provincia: 'RM',
  ...overrides,
});

/** A valid persona giuridica with its legal representative. */
export const personaGiuridica = (overrides: Record<string, unknown> = {}) => ({
  kind: 'persona_giuridica',
  denominazione: 'Alfa Costruzioni S.r.l.',
  partita_iva: '12345678903',
  indirizzo: 'Corso Italia 10',
  cap: '20122',
  comune: 'Milano',
  provincia: 'MI',
  rappresentante_nome: 'Anna',
  rappresentante_cognome: 'Bianchi',
  rappresentante_qualifica: 'Amministratore unico',
  ...overrides,
});

/** POST /contact as `token`. */
export const createContact = (
  stack: TestStack,
  token: string,
  body: unknown,
): Promise<ApiResponse<{ data: Contact }>> => stack.api.post('/api/contact', body, { token });

/** POST /contact that must succeed: the contact created. */
export const createdContact = async (stack: TestStack, token: string, body: unknown): Promise<Contact> => {
  const response = await createContact(stack, token, body);
  if (response.status !== 201)
    throw new Error(`POST /contact: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
};

/** GET /contact with a query, as `token`: the page's names (`cognome nome` or denominazione) and the totals. */
export const listContacts = async (stack: TestStack, token: string, query = '') => {
  const response = await stack.api.get(`/api/contact${query}`, { token });
  if (response.status !== 200)
    throw new Error(`GET /contact${query}: ${response.status} ${JSON.stringify(response.body)}`);
  const data = response.body.data as {
    results: Contact[];
    page: number;
    totalPages: number;
    totalResults: number;
  };
  const names = data.results.map((contact) =>
    contact.kind === 'persona_fisica' ? `${contact.cognome} ${contact.nome}` : contact.denominazione,
  );
  return { ...data, names };
};
