/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminMessages } from '@redigo/shared/messages/admin';
import { paths } from '@redigo/shared/paths';
import { storageKeys } from '../../../lib/storage';
import { renderPage } from '../../../test-support/render';
import { stubFetch } from '../../../test-support/stub-fetch';
import { CategoriesPage } from './categories-page';

const categories = [
  { id: 'c1', name: 'Locazioni' },
  { id: 'c2', name: 'Societario' },
];

const serve = () =>
  stubFetch((call) =>
    call.method === 'DELETE'
      ? { status: 204 }
      : { status: 200, body: { data: { results: categories, page: 1, totalPages: 1, totalResults: 2 } } },
  );

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('categories page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.setItem(
      storageKeys.user,
      JSON.stringify({ id: 'a1', name: 'Ada', surname: 'Neri', role: 'admin', status: 'confermato' }),
    );
  });

  it("gives each row 'Modifica' and 'Elimina', named as they read", async () => {
    // Prepare
    serve();

    // Act
    renderPage(paths.categories, <CategoriesPage />);

    // Assess
    await screen.findByRole('cell', { name: 'Locazioni' });
    const names = within(row('Locazioni'))
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(names).toEqual(['Modifica', 'Elimina']);
  });

  it('deletes only after the confirmation, whose button is then the only Elimina', async () => {
    // Prepare
    const calls = serve();
    renderPage(paths.categories, <CategoriesPage />);
    await screen.findByRole('cell', { name: 'Societario' });

    // Act
    await userEvent.click(within(row('Societario')).getByRole('button', { name: 'Elimina' }));
    const askedFirst = calls.some((c) => c.method === 'DELETE');
    await userEvent.click(screen.getByRole('button', { name: 'Elimina' }));

    // Assess
    expect(askedFirst).toBe(false);
    expect(await screen.findByText(adminMessages.categoryDeleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/category/c2']),
    );
  });

  it("opens the category in the form with 'Modifica'", async () => {
    // Prepare
    serve();
    renderPage(paths.categories, <CategoriesPage />, { [paths.newCategory]: <p>modulo categoria</p> });
    await screen.findByRole('cell', { name: 'Locazioni' });

    // Act
    await userEvent.click(within(row('Locazioni')).getByRole('button', { name: 'Modifica' }));

    // Assess
    expect(await screen.findByText('modulo categoria')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(storageKeys.newCategory) ?? 'null')).toEqual(categories[0]);
  });
});
