/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { adminMessages } from '@redigo/shared/messages/admin';
import { validationMessages as m } from '@redigo/shared/messages/validation';
import { paths } from '@redigo/shared/paths';
import { ToastProvider } from '../../../components/ui/toast';
import { storageKeys } from '../../../lib/storage';
import { renderPage } from '../../../test-support/render';
import { stubFetch } from '../../../test-support/stub-fetch';
import { CategoriesPage } from './categories-page';
import { CategoryFormPage } from './category-form-page';

const locazioni = { id: 'c1', name: 'Locazioni' };

/** The categories list and the form, with the sidebar's 'Crea categoria' link always there. */
const renderWithList = () => {
  localStorage.setItem(
    storageKeys.user,
    JSON.stringify({ id: 'a1', name: 'Ada', surname: 'Neri', role: 'admin', status: 'confermato' }),
  );
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <MemoryRouter initialEntries={[paths.categories]}>
          <nav>
            <Link to={paths.newCategory}>Crea categoria</Link>
          </nav>
          <Routes>
            <Route path={paths.categories} element={<CategoriesPage />} />
            <Route path={paths.newCategory} element={<CategoryFormPage />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </SWRConfig>,
  );
};

const renderForm = () =>
  renderPage(paths.newCategory, <CategoryFormPage />, { [paths.categories]: <p>elenco delle categorie</p> });

describe('category form', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('requires the name, then creates the category', async () => {
    // Prepare
    const calls = stubFetch(() => ({ status: 201, body: { data: { id: 'c9', name: 'Lavoro' } } }));
    renderForm();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Crea categoria' }));
    expect(await screen.findByText(m.required)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nome'), ' Lavoro ');
    await userEvent.click(screen.getByRole('button', { name: 'Crea categoria' }));

    // Assess
    expect(await screen.findByText(adminMessages.categoryCreated)).toBeInTheDocument();
    expect(await screen.findByText('elenco delle categorie')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/category', body: { name: 'Lavoro' } });
  });

  it('edits the category chosen with Modifica', async () => {
    // Prepare
    const calls = stubFetch((call) =>
      call.method === 'GET'
        ? { status: 200, body: { data: { results: [locazioni], page: 1, totalPages: 1, totalResults: 1 } } }
        : { status: 200, body: { data: { id: 'c1', name: 'Affitti' } } },
    );
    renderWithList();

    // Act
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica' }));
    await userEvent.clear(await screen.findByLabelText('Nome'));
    await userEvent.type(screen.getByLabelText('Nome'), 'Affitti');
    await userEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));

    // Assess
    expect(await screen.findByText(adminMessages.categoryUpdated)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/category/c1',
      body: { name: 'Affitti' },
    });
    expect(sessionStorage.getItem(storageKeys.newCategory)).toBeNull();
  });

  it("opens an empty form with 'Crea categoria' while a category is being edited", async () => {
    // Prepare
    stubFetch(() => ({
      status: 200,
      body: { data: { results: [locazioni], page: 1, totalPages: 1, totalResults: 1 } },
    }));
    renderWithList();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica' }));
    expect(await screen.findByRole('heading', { name: 'Modifica categoria' })).toBeInTheDocument();

    // Act
    await userEvent.click(screen.getByRole('link', { name: 'Crea categoria' }));

    // Assess
    expect(await screen.findByRole('heading', { name: 'Crea categoria' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Salva le modifiche' })).not.toBeInTheDocument();
  });

  it('creates a category when the page is opened directly, whatever a past Modifica stored', async () => {
    // Prepare
    sessionStorage.setItem(storageKeys.newCategory, JSON.stringify(locazioni));
    stubFetch(() => ({ status: 201, body: { data: { id: 'c9', name: 'Lavoro' } } }));

    // Act
    renderForm();

    // Assess
    expect(screen.getByRole('heading', { name: 'Crea categoria' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('');
  });

  it("shows a 409's message under the name", async () => {
    // Prepare
    stubFetch(() => ({
      status: 409,
      body: { message: 'Esiste già una categoria con questo nome.', code: 'CONFLICT' },
    }));
    renderForm();

    // Act
    await userEvent.type(screen.getByLabelText('Nome'), 'Locazioni');
    await userEvent.click(screen.getByRole('button', { name: 'Crea categoria' }));

    // Assess
    expect(await screen.findAllByText('Esiste già una categoria con questo nome.')).toHaveLength(2);
    expect(screen.getByText('Si è verificato un problema')).toBeInTheDocument();
    expect(screen.queryByText('elenco delle categorie')).not.toBeInTheDocument();
  });
});
