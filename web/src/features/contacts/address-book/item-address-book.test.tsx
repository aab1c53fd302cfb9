/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact } from '@redigo/shared/domain/contact';
import type { AskedGroupQuestion, GroupQuestion } from '@redigo/shared/domain/question';
import { contactPickerMessages as m } from '@redigo/shared/messages/contacts';
import { partyFields } from '@redigo/shared/questionnaire/party-preset';
import { group } from '@redigo/shared/questionnaire/test-support/groups';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { ApiError } from '../../../lib/api-error';
import { saveContact } from '../api/contacts-api';
import { AnswerForm } from '../../questionnaire';
import { refusalOf } from './save-refusal';

const ANNA: Contact = {
  id: 'c-anna',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  kind: 'persona_fisica',
  nome: 'Anna',
  cognome: 'D’Amico',
  sesso: 'F',
  luogo_nascita: 'Milano',
  data_nascita: '1985-01-01',
  codice_fiscale: 'DMCNNA85A41F205F',
  indirizzo: 'Via Po 1',
  cap: '10121',
  comune: 'Torino',
  provincia: 'TO',
};

// The contacts client as the picker uses it: one page holding Anna, whatever the search.
jest.mock('../api/contacts-api', () => ({
  useContactsPage: () => ({
    data: { results: [ANNA], page: 1, totalPages: 1, totalResults: 1 },
    error: undefined,
    isLoading: false,
  }),
  findContacts: jest.fn(async () => ({ results: [ANNA], page: 1, totalPages: 1, totalResults: 1 })),
  saveContact: jest.fn(),
}));

const withoutMeta = ({ id, createdAt, updatedAt, ...data }: Contact) => {
  void [id, createdAt, updatedAt];
  return data;
};

const asked = (question: GroupQuestion): AskedGroupQuestion => ({ ...question, description: '', index: 1 });

const show = (question: GroupQuestion, addressBook: boolean) =>
  render(
    <AnswerForm
      question={asked(question)}
      number={1}
      animated={false}
      outer={{}}
      addressBook={addressBook}
      onAnswer={jest.fn()}
    />,
  );

const parties = () => group('parti', partyFields(), { item_label: 'Parte' });
const card = () => screen.getByRole('group', { name: 'Parte 1' });

describe('the address book on a group’s cards', () => {
  it('is offered on a party group in the lawyer’s questionnaire only', () => {
    const { unmount } = show(parties(), true);
    expect(screen.getByRole('button', { name: `${m.pick} per Parte 1` })).toBeInTheDocument();
    // Nothing typed yet: nothing to save.
    expect(screen.queryByRole('button', { name: `${m.save} Parte 1` })).not.toBeInTheDocument();
    unmount();
    show(parties(), false);
    expect(screen.queryByRole('button', { name: `${m.pick} per Parte 1` })).not.toBeInTheDocument();
  });

  it('is not offered on a group whose fields are not a contact’s', () => {
    show(group('immobili', [typed('indirizzo_immobile', 'text'), typed('foglio', 'text')]), true);
    expect(screen.queryByRole('button', { name: /rubrica/ })).not.toBeInTheDocument();
  });

  it('fills the card from the contact picked, and the fields stay editable', async () => {
    show(parties(), true);
    await userEvent.click(screen.getByRole('button', { name: `${m.pick} per Parte 1` }));
    const dialog = await screen.findByRole('dialog', { name: m.pickTitle('Parte 1') });
    await userEvent.click(within(dialog).getByRole('button', { name: /D’Amico Anna/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card()).getByRole('radio', { name: 'Persona fisica' })).toBeChecked();
    expect(within(card()).getByRole('textbox', { name: 'Data di nascita' })).toHaveValue('01/01/1985');
    const comune = within(card()).getByRole('textbox', { name: 'Comune' });
    expect(comune).toHaveValue('Torino');
    await userEvent.clear(comune);
    await userEvent.type(comune, 'Asti');
    expect(comune).toHaveValue('Asti');
    expect(within(card()).getByRole('status')).toHaveTextContent(m.filled('D’Amico Anna', 'Parte 1'));
  });

  it('closes the picker with its visible «Chiudi» button, the search focused on opening', async () => {
    show(parties(), true);
    const opener = screen.getByRole('button', { name: `${m.pick} per Parte 1` });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: m.pickTitle('Parte 1') });
    expect(within(dialog).getByRole('searchbox')).toHaveFocus();
    const close = within(dialog).getByRole('button', { name: 'Chiudi' });
    expect(close).toHaveTextContent('Chiudi');
    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('puts a value the save can’t read next to its field, and opens no dialog', async () => {
    show(parties(), true);
    await userEvent.click(within(card()).getByRole('radio', { name: 'Persona fisica' }));
    await userEvent.type(within(card()).getByRole('textbox', { name: 'Data di nascita' }), '31/02/1985');
    await userEvent.click(screen.getByRole('button', { name: `${m.save} Parte 1` }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card()).getByRole('alert')).toHaveTextContent(/Rubrica: .*data esistente/);
  });
});

describe('a save', () => {
  it('shows what it will write, and puts the server’s refusal next to the fields it names or on the card', async () => {
    jest
      .mocked(saveContact)
      .mockRejectedValueOnce(
        new ApiError('x', 400, 'VALIDATION_FAILED', [
          'CAP: CAP non valido: servono 5 cifre.',
          'Telefono: Numero di telefono non valido.',
        ]),
      );
    show(parties(), true);
    await userEvent.click(within(card()).getByRole('radio', { name: 'Persona fisica' }));
    await userEvent.type(within(card()).getByRole('textbox', { name: 'Cognome' }), 'Verdi');
    await userEvent.type(within(card()).getByRole('textbox', { name: 'CAP' }), '20121');
    await userEvent.click(screen.getByRole('button', { name: `${m.save} Parte 1` }));
    const dialog = await screen.findByRole('dialog', { name: m.saveTitle });
    expect(await within(dialog).findByText(m.createIntro)).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tipo: Persona fisica', 'Cognome: Verdi', 'CAP: 20121']);
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirmCreate }));
    expect(saveContact).toHaveBeenCalledWith(
      { kind: 'persona_fisica', cognome: 'Verdi', cap: '20121' },
      undefined,
    );
    expect(await within(card()).findByText('Rubrica: CAP non valido: servono 5 cifre.')).toBeInTheDocument();
    expect(within(card()).getByText('Rubrica: Telefono: Numero di telefono non valido.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('updates the contact of the same code found by name, when the card no longer knows where it came from', async () => {
    jest.mocked(saveContact).mockResolvedValueOnce({ ...ANNA, comune: 'Asti' });
    show(parties(), true);
    const field = (name: string) => within(card()).getByRole('textbox', { name });
    await userEvent.click(within(card()).getByRole('radio', { name: 'Persona fisica' }));
    await userEvent.type(field('Nome'), 'Anna');
    await userEvent.type(field('Cognome'), 'D’Amico');
    await userEvent.type(field('Codice fiscale'), 'dmcnna85a41f205f');
    await userEvent.type(field('Comune'), 'Asti');
    await userEvent.click(screen.getByRole('button', { name: `${m.save} Parte 1` }));
    const dialog = await screen.findByRole('dialog', { name: m.saveTitle });
    expect(await within(dialog).findByText(m.sameCodeIntro('D’Amico Anna'))).toBeInTheDocument();
    // Only what the card changes: the stored birth, address and sex stay.
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Comune: Torino →diventa Asti']);
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirmUpdate }));
    expect(saveContact).toHaveBeenLastCalledWith({ ...withoutMeta(ANNA), comune: 'Asti' }, ANNA);
    expect(await within(card()).findByRole('status')).toHaveTextContent(m.updated('D’Amico Anna'));
  });
});

describe('a refused save', () => {
  it('reads the server’s messages by the attribute each names; the others stay whole', () => {
    const refusal = refusalOf(
      new ApiError('x', 400, 'VALIDATION_FAILED', [
        'Codice fiscale: Il codice fiscale non corrisponde al sesso indicato.',
        'Luogo di nascita: Inserisci il luogo di nascita (comune o Stato estero).',
        'Campi sconosciuti: quota.',
      ]),
    );
    expect([...refusal.byAttribute]).toEqual([
      ['codice_fiscale', 'Il codice fiscale non corrisponde al sesso indicato.'],
      ['luogo_nascita', 'Inserisci il luogo di nascita (comune o Stato estero).'],
    ]);
    expect(refusal.general).toEqual(['Campi sconosciuti: quota.']);
  });

  it('keeps a conflict’s message for the card', () => {
    const refusal = refusalOf(new ApiError('Il contatto è stato modificato nel frattempo.', 409, 'CONFLICT'));
    expect(refusal.byAttribute.size).toBe(0);
    expect(refusal.general).toEqual(['Il contatto è stato modificato nel frattempo.']);
  });
});
