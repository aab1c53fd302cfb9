/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ClientForm } from '@redigo/shared/domain/client-link';
import { clientLinkMessages } from '@redigo/shared/messages/client-links';
import { storageKeys } from '../../../lib/storage';
import { stubFetch, type StubbedCall } from '../../../test-support/stub-fetch';
import { ClientFormPage } from './client-form-page';

const lawyer = { name: 'Maria', surname: 'Rossi', studio: 'Studio Legale Rossi' };
const form: ClientForm = {
  lawyer: { ...lawyer, pec: 'maria.rossi@pec.it' },
  title: 'Contratto di locazione',
  privacy_notice:
    'Informativa sul trattamento dei dati personali\n\nChi tratta i tuoi dati: l’avv. Maria Rossi.',
  questions: [
    {
      variable: 'nome_conduttore',
      question: 'Come si chiama il conduttore?',
      description: '',
      type: 'text',
      options: [],
      is_multiple_selection: false,
      index: 3,
    },
  ],
  answers: {},
  submitted: false,
};

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
const route = (call: StubbedCall) => `${call.method} ${call.url}`;

/** The link's routes as the server answers them; `verify` answers the codes in turn. */
const server = (verify: Reply[] = [], overrides: Record<string, Reply> = {}) =>
  stubFetch((call) => {
    const key = route(call);
    if (overrides[key]) return overrides[key];
    if (key === 'POST /api/client/open' || key === 'POST /api/client/preview')
      return {
        status: 200,
        body: { data: { lawyer, title: form.title, expires_at: '2026-03-08T10:00:00Z', submitted: false } },
      };
    if (key === 'POST /api/client/verify') return verify.shift() ?? { status: 500 };
    if (key === 'GET /api/client/form') return { status: 200, body: { data: form } };
    return { status: 200, body: { data: { ok: true } } };
  });

const openPage = () =>
  render(
    <MemoryRouter initialEntries={['/cliente/tok-1']}>
      <Routes>
        <Route path="/cliente/:token" element={<ClientFormPage />} />
      </Routes>
    </MemoryRouter>,
  );

const WRONG = {
  status: 400,
  body: {
    message: 'Il codice non è corretto. Ti restano 4 tentativi, poi il link verrà bloccato.',
    code: 'WRONG_CODE',
  },
};
const RIGHT = { status: 200, body: { data: { ok: true } }, headers: { authorization: 'client.token.jwt' } };

describe('the client’s page of a link', () => {
  beforeEach(() => sessionStorage.clear());

  it('goes from «Continua» to the code, the informativa, the question and «Invia all’avvocato»', async () => {
    const calls = server([WRONG, RIGHT]);
    const user = userEvent.setup();
    openPage();

    // Opening the page spends nothing: it names who asks, and the code is mailed on «Continua».
    expect(
      screen.getByRole('heading', { level: 1, name: 'Inserisci i tuoi dati per il contratto' }),
    ).toBeVisible();
    expect(
      await screen.findByText(/ti chiede alcuni dati per preparare il contratto «Contratto di locazione»/),
    ).toBeVisible();
    expect(screen.getByText('avv. Maria Rossi')).toBeVisible();
    expect(calls.map(route)).toEqual(['POST /api/client/preview']);
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    const codeHeading = await screen.findByRole('heading', { level: 1, name: 'Inserisci il codice' });
    expect(codeHeading).toBeVisible();
    expect(codeHeading).toHaveFocus();
    expect(screen.getByText(/Studio Legale Rossi/)).toBeVisible();

    const code = screen.getByLabelText('Codice di 6 cifre');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(screen.getByText(clientLinkMessages.codeShape)).toBeVisible();
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText(/Ti restano 4 tentativi/)).toBeVisible();
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(/Ti restano 4 tentativi/);
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Informativa sulla privacy' })).toBeVisible();
    expect(screen.getByText('Chi tratta i tuoi dati: l’avv. Maria Rossi.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    const read = screen.getByLabelText('Ho letto l’informativa sulla privacy');
    expect(read).toHaveFocus();
    expect(read).toHaveAccessibleDescription(
      'Per continuare conferma di aver letto l’informativa sulla privacy.',
    );
    await user.click(read);
    await user.click(screen.getByRole('button', { name: 'Continua' }));

    await user.type(await screen.findByRole('textbox'), 'Anna Bianchi');
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Controlla e invia' })).toHaveFocus();
    expect(screen.getByText('Anna Bianchi')).toBeVisible();
    await user.click(screen.getByRole('button', { name: "Invia all'avvocato" }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Invia' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dati inviati' })).toBeVisible();
    expect(sessionStorage.getItem(storageKeys.clientLink)).toBeNull();
    const sent = calls.filter(
      (call) => !['/api/client/preview', '/api/client/open', '/api/client/verify'].includes(call.url),
    );
    expect(sent.map((call) => [route(call), call.headers.Authorization, call.body])).toEqual([
      ['GET /api/client/form', 'Bearer client.token.jwt', undefined],
      ['PUT /api/client/form', 'Bearer client.token.jwt', { answers: { nome_conduttore: 'Anna Bianchi' } }],
      [
        'POST /api/client/submit',
        'Bearer client.token.jwt',
        { answers: { nome_conduttore: 'Anna Bianchi' }, privacy_ack: true },
      ],
    ]);
    expect(calls.filter((call) => call.url === '/api/client/verify').map((call) => call.body)).toEqual([
      { token: 'tok-1', code: '123456' },
      { token: 'tok-1', code: '654321' },
    ]);
  });

  it.each([
    ['LINK_EXPIRED', 410, 'Il link non è più valido', clientLinkMessages.linkExpired],
    ['LINK_LOCKED', 423, 'Il link è bloccato', clientLinkMessages.linkLocked],
    ['NOT_FOUND', 404, 'Link non trovato', clientLinkMessages.unknownLink],
  ])('shows a link that answers %s as its own page', async (code, status, title, message) => {
    server([], { 'POST /api/client/open': { status, body: { message, code } } });
    openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a revoked or expired link’s page from the start, before any code is asked for', async () => {
    server([], {
      'POST /api/client/preview': {
        status: 410,
        body: {
          message: 'Questo link non è più valido: chiedi un nuovo link al tuo avvocato.',
          code: 'LINK_EXPIRED',
        },
      },
    });
    openPage();

    expect(await screen.findByText(/chiedi un nuovo link/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continua' })).toBeNull();
  });

  it('goes on in a tab that holds the link’s token, and back to «Continua» once the token no longer opens it', async () => {
    sessionStorage.setItem(
      storageKeys.clientLink,
      JSON.stringify({ link: 'tok-1', access: 'old.token.jwt', privacyRead: true }),
    );
    server([], {
      'GET /api/client/form': {
        status: 401,
        body: { message: clientLinkMessages.clientSessionExpired, code: 'UNAUTHORIZED' },
      },
    });
    openPage();
    expect(await screen.findByText(clientLinkMessages.clientSessionExpired)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continua' })).toBeVisible();
    expect(sessionStorage.getItem(storageKeys.clientLink)).toBeNull();
  });

  it('opens straight on the question where the client was, in a tab that read the informativa', async () => {
    sessionStorage.setItem(
      storageKeys.clientLink,
      JSON.stringify({ link: 'tok-1', access: 'client.token.jwt', privacyRead: true }),
    );
    server();
    openPage();
    expect(await screen.findByText('Come si chiama il conduttore?')).toBeVisible();
    expect(screen.queryByText('Informativa sulla privacy')).toBeNull();
  });
});
