/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { storageKeys } from '../../lib/storage';
import { RouteGuard } from './route-guard';

const renderGuarded = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RouteGuard />}>
          {[paths.login, paths.contracts, paths.users, paths.usersContracts, paths.templatesCreated].map(
            (p) => (
              <Route key={p} path={p} element={<p>pagina {p}</p>} />
            ),
          )}
        </Route>
      </Routes>
    </MemoryRouter>,
  );

const signIn = (role: string) => {
  localStorage.setItem(storageKeys.token, 'token');
  localStorage.setItem(storageKeys.user, JSON.stringify({ id: 'u1', name: 'a', surname: 'b', role }));
};

describe('RouteGuard', () => {
  beforeEach(() => localStorage.clear());

  it('sends a visitor without a token to the login', () => {
    renderGuarded(paths.contracts);
    expect(screen.getByText(`pagina ${paths.login}`)).toBeInTheDocument();
  });

  it('keeps a user out of the admin area', () => {
    signIn('user');
    renderGuarded(paths.users);
    expect(screen.getByText(`pagina ${paths.contracts}`)).toBeInTheDocument();
  });

  it('sends an editor from the users page to the template list', () => {
    signIn('editor');
    renderGuarded(paths.users);
    expect(screen.getByText(`pagina ${paths.templatesCreated}`)).toBeInTheDocument();
  });

  it('shows the page when the rules allow it', () => {
    signIn('admin');
    renderGuarded(paths.users);
    expect(screen.getByText(`pagina ${paths.users}`)).toBeInTheDocument();
  });
});
