/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactMessages as m } from '@redigo/shared/messages/contacts';
import { getHref, paths } from '@redigo/shared/paths';
import { renderPage } from '../../../test-support/render';
import { stubFetch } from '../../../test-support/stub-fetch';
import { ContactsPage } from './contacts-page';
import { EditContactPage } from './edit-contact-page';
import { NewContactPage } from './new-contact-page';

const mario = {
  id: 'k1',
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
  pec: 'mario@pec.it',
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-06T10:00:00.000Z',
};

const list = <p>elenco dei contatti</p>;

describe('the Rubrica’s pages', () => {
  beforeEach(() => localStorage.clear());

  it('new contact: the codice fiscale fills sex and birth date, each field is checked, blanks are left out', async () => {
    const calls = stubFetch(() => ({ status: 201, body: { data: { ...mario, id: 'k2' } } }));
    renderPage(paths.addContact, <NewContactPage />, { [paths.contacts]: list });

    await userEvent.type(screen.getByLabelText('Codice fiscale'), 'rssmra85t10h501o');
    expect(screen.getByLabelText('Sesso')).toHaveValue('M');
    expect(screen.getByLabelText('Data di nascita (gg/mm/aaaa)')).toHaveValue('10/12/1985');
    await userEvent.type(screen.getByLabelText('CAP'), '123');
    await userEvent.tab();
    expect(await screen.findByText(m.cap)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('CAP'));
    const typed: [string, string][] = [
      ['Nome', 'Mario'],
      ['Cognome', 'Rossi'],
      ['Luogo di nascita', 'Roma'],
      ['Indirizzo (via e numero civico)', 'Via del Corso 1'],
      ['CAP', '00186'],
      ['Comune', 'Roma'],
    ];
    for (const [label, value] of typed) await userEvent.type(screen.getByLabelText(label), value);
    await userEvent.selectOptions(screen.getByLabelText('Provincia'), 'RM');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi alla rubrica' }));

    expect(await screen.findByText('elenco dei contatti')).toBeInTheDocument();
    expect(screen.getByText(m.created)).toBeInTheDocument();
    const { id: _id, createdAt: _c, updatedAt: _u, pec: _pec, ...sent } = mario;
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/contact' });
    expect(calls.at(-1)?.body).toEqual({ ...sent, codice_fiscale: 'rssmra85t10h501o' });
  });

  it('new contact: changing kind keeps what both kinds have and asks for the rest', async () => {
    stubFetch(() => ({ status: 201, body: { data: mario } }));
    renderPage(paths.addContact, <NewContactPage />);

    await userEvent.type(screen.getByLabelText('Nome'), 'Mario');
    await userEvent.type(screen.getByLabelText('Comune'), 'Roma');
    await userEvent.click(screen.getByRole('radio', { name: /Persona giuridica/ }));

    expect(screen.getByLabelText('Denominazione')).toHaveValue('');
    expect(screen.getByLabelText('Comune')).toHaveValue('Roma');
    expect(screen.queryByLabelText('Luogo di nascita')).not.toBeInTheDocument();
  });

  it('edit: shows the contact, sends it back with the updatedAt it read, and says when it changed meanwhile', async () => {
    const calls = stubFetch((call) =>
      call.method === 'GET'
        ? { status: 200, body: { data: mario } }
        : { status: 409, body: { message: m.contactChanged, code: 'CONFLICT' } },
    );
    renderPage(getHref('editContact', { id: 'k1' }), <EditContactPage />);

    const comune = await screen.findByLabelText('Comune');
    expect(screen.getByLabelText('Data di nascita (gg/mm/aaaa)')).toHaveValue('10/12/1985');
    await userEvent.clear(comune);
    await userEvent.type(comune, 'Fiumicino');
    await userEvent.clear(screen.getByLabelText('PEC (facoltativa)'));
    await userEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(m.contactChanged);
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({ url: '/api/contact/k1' });
    expect(put?.body).toMatchObject({
      comune: 'Fiumicino',
      data_nascita: '1985-12-10',
      updatedAt: mario.updatedAt,
    });
    expect(put?.body).not.toHaveProperty('pec');
  });

  it('list: deletes a contact only after the confirmation', async () => {
    const calls = stubFetch((call) =>
      call.method === 'DELETE'
        ? { status: 204 }
        : { status: 200, body: { data: { results: [mario], page: 1, totalPages: 1, totalResults: 1 } } },
    );
    renderPage(paths.contacts, <ContactsPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Elimina Rossi Mario' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('«Rossi Mario» sarà eliminato dalla rubrica per sempre.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));

    expect(await screen.findByText(m.deleted)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/contact/k1',
    ]);
  });
});
