/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminMessages } from '@redigo/shared/messages/admin';
import { validationMessages as m } from '@redigo/shared/messages/validation';
import { paths } from '@redigo/shared/paths';
import { storageKeys } from '../../../lib/storage';
import { renderPage } from '../../../test-support/render';
import { stubFetch } from '../../../test-support/stub-fetch';
import { CategoryFormPage } from './category-form-page';

const renderForm = () =>
  renderPage(paths.newCategory, <CategoryFormPage />, { [paths.categories]: <p>elenco delle categorie</p> });

describe('category form', () => {
  beforeEach(() => sessionStorage.clear());

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
    expect(screen.getByText('elenco delle categorie')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/category', body: { name: 'Lavoro' } });
  });

  it('edits the category chosen with Modifica', async () => {
    // Prepare
    sessionStorage.setItem(storageKeys.newCategory, JSON.stringify({ id: 'c1', name: 'Locazioni' }));
    const calls = stubFetch(() => ({ status: 200, body: { data: { id: 'c1', name: 'Affitti' } } }));
    renderForm();

    // Act
    await userEvent.clear(screen.getByLabelText('Nome'));
    await userEvent.type(screen.getByLabelText('Nome'), 'Affitti');
    await userEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));

    // Assess
    expect(await screen.findByText(adminMessages.categoryUpdated)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/category/c1', body: { name: 'Affitti' } });
    expect(sessionStorage.getItem(storageKeys.newCategory)).toBeNull();
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
