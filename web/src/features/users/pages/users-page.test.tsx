/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User, UserStatus } from '@redigo/shared/domain/user';
import { adminMessages } from '@redigo/shared/messages/admin';
import { renderPage } from '../../../test-support/render';
import { stubFetch } from '../../../test-support/stub-fetch';
import { UsersPage } from './users-page';

const user = (id: string, name: string, status: UserStatus, newsletter = false): User => ({
  id,
  name,
  surname: 'Rossi',
  pec: `${id}@pec.it`,
  role: 'user',
  status,
  newsletter,
  email_verified: true,
  createdAt: '2026-03-01T10:00:00Z',
});

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
const actionsOf = (name: string) =>
  within(row(name))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('users page', () => {
  let users: User[];
  beforeEach(() => {
    users = [
      user('u1', 'Anna', 'in attesa', true),
      user('u2', 'Bruno', 'confermato'),
      user('u3', 'Carla', 'sospeso'),
      user('u4', 'Dario', 'rifiutato'),
      user('u5', 'Elsa', 'cancellato'),
    ];
  });

  const serve = (refuse = false) =>
    stubFetch((call) => {
      if (call.method === 'POST') {
        if (refuse)
          return { status: 409, body: { message: 'Cambio di stato non consentito.', code: 'CONFLICT' } };
        const { userId, status } = call.body as { userId: string; status: UserStatus };
        users = users.map((u) => (u.id === userId ? { ...u, status } : u));
        return { status: 200, body: { data: { id: userId } } };
      }
      return {
        status: 200,
        body: { data: { results: users, page: 1, totalPages: 1, totalResults: users.length } },
      };
    });

  it('shows the consent and the status, hides cancelled accounts and offers the transitions of each status', async () => {
    // Prepare
    serve();

    // Act
    renderPage('/admin/utenti', <UsersPage />);

    // Assess
    await screen.findByRole('cell', { name: 'Anna' });
    expect(within(row('Anna')).getByText('Sì')).toBeInTheDocument();
    expect(within(row('Bruno')).getByText('No')).toBeInTheDocument();
    expect(within(row('Anna')).getByText('In attesa')).toBeInTheDocument();
    expect(actionsOf('Anna')).toEqual(['Accetta', 'Rifiuta']);
    expect(actionsOf('Bruno')).toEqual(['Sospendi']);
    expect(actionsOf('Carla')).toEqual(['Riabilita']);
    expect(actionsOf('Dario')).toEqual([]);
    expect(screen.queryByRole('cell', { name: 'Elsa' })).not.toBeInTheDocument();
  });

  it.each([
    ['Anna', 'Accetta', 'u1', 'confermato'],
    ['Anna', 'Rifiuta', 'u1', 'rifiutato'],
    ['Bruno', 'Sospendi', 'u2', 'sospeso'],
    ['Carla', 'Riabilita', 'u3', 'confermato'],
  ])(
    '%s: %s sends the new status, confirms with a toast and reloads the list',
    async (name, label, id, status) => {
      // Prepare
      const calls = serve();
      renderPage('/admin/utenti', <UsersPage />);
      await screen.findByRole('cell', { name });

      // Act: refusing and suspending take access away, and accepting follows the Bar register check: confirmed first
      await userEvent.click(within(row(name)).getByRole('button', { name: label }));
      if (label !== 'Riabilita') {
        await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: label }));
      }

      // Assess
      expect(await screen.findByText(adminMessages.userStatusDone)).toBeInTheDocument();
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ userId: id, status });
      await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
    },
  );

  it("shows the server's message when the change is refused", async () => {
    // Prepare
    serve(true);
    renderPage('/admin/utenti', <UsersPage />);
    await screen.findByRole('cell', { name: 'Bruno' });

    // Act
    await userEvent.click(within(row('Bruno')).getByRole('button', { name: 'Sospendi' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sospendi' }));

    // Assess
    expect(await screen.findByText('Cambio di stato non consentito.')).toBeInTheDocument();
    expect(screen.getByText('Si è verificato un problema')).toBeInTheDocument();
  });

  it('asks before suspending, and cancelling leaves the user as they were', async () => {
    // Prepare
    const calls = serve();
    renderPage('/admin/utenti', <UsersPage />);
    await screen.findByRole('cell', { name: 'Bruno' });

    // Act
    await userEvent.click(within(row('Bruno')).getByRole('button', { name: 'Sospendi' }));
    const dialog = screen.getByRole('dialog', { name: 'Sospendere l’account?' });
    expect(dialog).toHaveTextContent('sarà disconnesso subito');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));

    // Assess
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
