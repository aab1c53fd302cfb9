/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminMessages } from '@redigo/shared/messages/admin';
import { validationMessages as m } from '@redigo/shared/messages/validation';
import { paths } from '@redigo/shared/paths';
import { renderPage } from '../../../test-support/render';
import { stubFetch } from '../../../test-support/stub-fetch';
import { AddEditorPage } from './add-editor-page';

const fill = async (password: string) => {
  await userEvent.type(screen.getByLabelText('Nome'), 'Elena');
  await userEvent.type(screen.getByLabelText('Cognome'), 'Conti');
  await userEvent.type(screen.getByLabelText('PEC'), 'elena.conti@pec.it');
  await userEvent.type(screen.getByLabelText('Password'), password);
};

describe('create editor page', () => {
  it('checks the password rule, then creates the editor with the toasts', async () => {
    // Prepare
    const calls = stubFetch(() => ({ status: 201, body: { data: { id: 'e9' } } }));
    renderPage(paths.addUser, <AddEditorPage />);

    // Act
    await fill('debole');
    await userEvent.click(screen.getByRole('button', { name: 'Crea utente editor' }));
    expect(await screen.findByText(m.weakPassword)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'Editor!2345');
    await userEvent.click(screen.getByRole('button', { name: 'Crea utente editor' }));

    // Assess
    expect(await screen.findByText(adminMessages.editorCreated)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/user',
      body: { name: 'Elena', surname: 'Conti', pec: 'elena.conti@pec.it', password: 'Editor!2345' },
    });
    expect(screen.getByLabelText('Nome')).toHaveValue('');
  });

  it("shows the failure toast with the server's message", async () => {
    // Prepare
    stubFetch(() => ({
      status: 409,
      body: { message: 'Esiste già un account con questa PEC.', code: 'CONFLICT' },
    }));
    renderPage(paths.addUser, <AddEditorPage />);

    // Act
    await fill('Editor!2345');
    await userEvent.click(screen.getByRole('button', { name: 'Crea utente editor' }));

    // Assess
    expect(await screen.findByText('Esiste già un account con questa PEC.')).toBeInTheDocument();
    expect(screen.getByText('Si è verificato un problema')).toBeInTheDocument();
    expect(screen.queryByText(adminMessages.editorLoading)).not.toBeInTheDocument();
  });
});
