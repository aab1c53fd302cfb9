/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { setStoredUser, setTokens, storageKeys } from '../../lib/storage';
import { renderDataRouter } from '../../test-support/data-router';
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
  afterEach(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));

  it('sends a visitor without a token to the login', () => {
    renderGuarded(paths.contracts);
    expect(screen.getByText(`pagina ${paths.login}`)).toBeInTheDocument();
  });

  it('redirects again when the next page needs the same redirect, before the first one took effect', async () => {
    // Prepare: the app's data router, at the login, with an editor's session stored as the login page does
    const router = renderDataRouter(
      [{ element: <RouteGuard />, children: [{ path: '*', element: <p>pagina</p> }] }],
      paths.login,
    );

    // Act: as in the browser (no act()), the login stores the session, then navigates to USERS_CONTRACTS once
    // its request resolved, while the guard's own redirect is still in a transition
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
    setStoredUser({
      id: 'e1',
      name: 'a',
      surname: 'b',
      role: 'editor',
      status: 'confermato',
      newsletter: false,
    });
    setTokens('token', 'refresh');
    await Promise.resolve();
    void router.navigate(paths.usersContracts, { replace: true });

    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.templatesCreated));
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
