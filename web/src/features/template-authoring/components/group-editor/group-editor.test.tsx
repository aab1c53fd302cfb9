/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom';
import type { GroupQuestion, SimpleQuestion } from '@redigo/shared/domain/question';
import { partyGroup } from '@redigo/shared/questionnaire/party-preset';
import { GroupEditor } from './group-editor';

const uso: SimpleQuestion = {
  variable: 'uso',
  question: 'Uso dell’immobile?',
  options: ['Abitativo', 'Commerciale'],
  is_multiple_selection: false,
  required_answers: [],
};

const party = () => partyGroup({ variable: 'locatori', question: 'I locatori?', item_label: 'Locatore' });

const renderEditor = (group: GroupQuestion) => {
  const onSave = jest.fn();
  render(<GroupEditor group={group} questions={[uso]} index={1} onSave={onSave} onCancel={jest.fn()} />);
  return onSave;
};

const fieldKeys = () =>
  screen.getAllByRole('listitem').map((item) => item.querySelector('.questions__meta code')?.textContent);

describe('group editor', () => {
  it('saves the party preset as it is, with the address book’s keys', async () => {
    const onSave = renderEditor(party());
    expect(fieldKeys()).toEqual(party().fields.map((field) => field.variable));
    await userEvent.click(screen.getByRole('button', { name: 'Salva il gruppo' }));
    expect(onSave).toHaveBeenCalledWith(party());
  });

  it('moves a field up and down with buttons, and deletes one', async () => {
    const onSave = renderEditor(party());
    await userEvent.click(screen.getByRole('button', { name: 'Sposta giù il campo 2' }));
    expect(fieldKeys().slice(0, 3)).toEqual(['tipo', 'cognome', 'nome']);
    await userEvent.click(screen.getByRole('button', { name: 'Sposta su il campo 3' }));
    expect(fieldKeys().slice(0, 3)).toEqual(['tipo', 'nome', 'cognome']);
    expect(screen.getByRole('button', { name: 'Sposta su il campo 1' })).toBeDisabled();
    const pec = screen.getAllByRole('listitem')[fieldKeys().indexOf('pec')];
    await userEvent.click(within(pec!).getByRole('button', { name: 'Elimina' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva il gruppo' }));
    expect(onSave.mock.calls[0][0].fields.map((field: SimpleQuestion) => field.variable)).not.toContain(
      'pec',
    );
  });

  it('adds a field whose conditions offer the item’s earlier choice fields and earlier top-level choices', async () => {
    renderEditor({ ...party(), fields: party().fields.slice(0, 2) });
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi campo' }));
    await userEvent.type(screen.getByLabelText('Testo della domanda'), 'Numero REA');
    await userEvent.type(screen.getByLabelText('Chiave'), 'rea');
    await userEvent.selectOptions(screen.getByLabelText('Tipo di risposta'), 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi condizione' }));
    const dialog = screen.getByRole('dialog');
    const offered = within(dialog)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
      .filter(Boolean);
    expect(offered).toEqual(['uso', 'tipo']);
    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
  });

  it('refuses a group the shared rules refuse, naming the question', async () => {
    const onSave = renderEditor({ ...party(), item_label: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Salva il gruppo' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Domanda n. 2 ("locatori"): L\'etichetta di un elemento',
    );
  });
});
