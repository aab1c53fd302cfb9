/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AskedGroupQuestion } from '@redigo/shared/domain/question';
import { field, group, landlords } from '@redigo/shared/questionnaire/test-support/groups';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { AnswerForm } from '../questions/answer-form';

const asked = (extra: Partial<AskedGroupQuestion> = {}): AskedGroupQuestion => ({
  ...landlords(),
  description: '',
  index: 1,
  ...extra,
});

const show = (
  extra: Partial<AskedGroupQuestion> = {},
  props: Partial<Parameters<typeof AnswerForm>[0]> = {},
) => {
  const onAnswer = jest.fn();
  const onKeep = jest.fn();
  render(
    <AnswerForm
      question={asked(extra)}
      number={2}
      animated={false}
      outer={{ uso: 'Abitativo' }}
      onAnswer={onAnswer}
      onKeep={onKeep}
      {...props}
    />,
  );
  return { onAnswer, onKeep };
};

const card = (name: string) => screen.getByRole('group', { name });

describe('group answer form', () => {
  it('starts with min_items cards, adds up to max_items, removes only above min_items', async () => {
    show({ min_items: 1, max_items: 2 });
    expect(card('Locatore 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rimuovi Locatore 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi locatore' }));
    expect(card('Locatore 2')).toHaveFocus();
    expect(screen.getByText('Locatore 2 aggiunto: compila i suoi campi.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aggiungi locatore' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi Locatore 2' }));
    expect(screen.queryByRole('group', { name: 'Locatore 2' })).not.toBeInTheDocument();
    expect(card('Locatore 1')).toHaveFocus();
    expect(screen.getByText('Locatore 2 rimosso. Resta 1 elemento.')).toBeInTheDocument();
  });

  it('asks each item the fields whose conditions hold for it', async () => {
    show({ min_items: 2 });
    const first = card('Locatore 1');
    const second = card('Locatore 2');
    expect(within(first).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(first).getByRole('radio', { name: 'Persona fisica' }));
    await userEvent.click(within(second).getByRole('radio', { name: 'Persona giuridica' }));
    expect(within(first).getByRole('textbox', { name: 'Nome e cognome' })).toBeInTheDocument();
    expect(within(first).queryByRole('textbox', { name: 'Denominazione' })).not.toBeInTheDocument();
    expect(within(second).getByRole('textbox', { name: 'Partita IVA' })).toBeInTheDocument();
    // The REA is asked only for a commercial lease (a top-level question before the group).
    expect(within(second).queryByRole('textbox', { name: 'Numero REA' })).not.toBeInTheDocument();
  });

  it('sends the whole list, canonical, without the fields not asked', async () => {
    const { onAnswer, onKeep } = show({ min_items: 2 });
    const [first, second] = [card('Locatore 1'), card('Locatore 2')];
    await userEvent.click(within(first).getByRole('radio', { name: 'Persona fisica' }));
    await userEvent.type(within(first).getByRole('textbox', { name: 'Nome e cognome' }), 'Mario Rossi');
    await userEvent.type(within(first).getByRole('textbox', { name: 'Codice fiscale' }), 'rssmra85t10a562s');
    await userEvent.click(within(second).getByRole('radio', { name: 'Persona giuridica' }));
    await userEvent.type(within(second).getByRole('textbox', { name: 'Denominazione' }), 'Alfa S.r.l.');
    await userEvent.type(within(second).getByRole('textbox', { name: 'Partita IVA' }), '01114601006');
    expect(onKeep).toHaveBeenLastCalledWith([
      { tipo: 'Persona fisica', nome: 'Mario Rossi', codice_fiscale: 'RSSMRA85T10A562S' },
      { tipo: 'Persona giuridica', denominazione: 'Alfa S.r.l.', partita_iva: '01114601006' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(onAnswer).toHaveBeenCalledWith([
      { tipo: 'Persona fisica', nome: 'Mario Rossi', codice_fiscale: 'RSSMRA85T10A562S' },
      { tipo: 'Persona giuridica', denominazione: 'Alfa S.r.l.', partita_iva: '01114601006' },
    ]);
  });

  it('shows each problem next to its field, described by it, and focuses the first', async () => {
    const { onAnswer } = show();
    const first = card('Locatore 1');
    await userEvent.click(within(first).getByRole('radio', { name: 'Persona fisica' }));
    await userEvent.type(within(first).getByRole('textbox', { name: 'Codice fiscale' }), 'RSSMRA85T10A562X');
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(onAnswer).not.toHaveBeenCalled();
    const name = within(first).getByRole('textbox', { name: 'Nome e cognome' });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(
      'Massimo 200 caratteri. Locatore 1 – Nome e cognome: manca la risposta.',
    );
    expect(within(first).getByRole('textbox', { name: 'Codice fiscale' })).toHaveAccessibleDescription(
      expect.stringContaining(
        'Locatore 1 – Codice fiscale: il codice fiscale non è valido: il carattere di controllo non corrisponde.',
      ),
    );
    await userEvent.type(name, 'Mario Rossi');
    expect(within(first).queryByText(/Nome e cognome: manca la risposta/)).not.toBeInTheDocument();
  });

  it('puts the server’s messages next to the fields they name, the others above the items', () => {
    show(
      { min_items: 2 },
      {
        recalled: [
          { tipo: 'Persona fisica', nome: 'Mario Rossi', codice_fiscale: 'RSSMRA85T10A562S' },
          { tipo: 'Persona giuridica', denominazione: 'Alfa S.r.l.', partita_iva: '01114601006' },
        ],
        serverProblems: [
          'Locatore 2 – Partita IVA: la partita IVA non è valida.',
          'Qualcosa non va nella lista.',
        ],
      },
    );
    expect(
      within(card('Locatore 2')).getByRole('textbox', { name: 'Partita IVA' }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('Locatore 2 – Partita IVA: la partita IVA non è valida.'),
    );
    expect(within(card('Locatore 1')).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Qualcosa non va nella lista.')).toBeInTheDocument();
  });

  it('restores a half-filled list as it was typed, before a list answered earlier', () => {
    show(
      {},
      {
        kept: [{ tipo: 'Persona fisica', nome: 'Mar' }],
        recalled: [{ tipo: 'Persona giuridica', denominazione: 'Alfa', partita_iva: '01114601006' }],
      },
    );
    expect(screen.getByRole('textbox', { name: 'Nome e cognome' })).toHaveValue('Mar');
    expect(screen.queryByRole('textbox', { name: 'Denominazione' })).not.toBeInTheDocument();
  });

  it('shows a rule’s messages on the whole list above the items, with the focus on them', () => {
    const shares = 'Le quote degli eredi devono sommare a 100.';
    const heirs = 'Serve almeno un erede maggiorenne.';
    show(
      {},
      {
        recalled: [{ tipo: 'Persona fisica', nome: 'Mario Rossi', codice_fiscale: 'RSSMRA85T10A562S' }],
        serverProblems: [shares, heirs],
      },
    );
    const messages = screen.getByRole('alert');
    expect(messages).toHaveFocus();
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([shares, heirs]);
    expect(within(card('Locatore 1')).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card('Locatore 1')).getByRole('textbox', { name: 'Nome e cognome' })).toHaveValue(
      'Mario Rossi',
    );
  });

  it('asks a field conditioned on a number of its item as soon as the number typed holds', async () => {
    const rooms = group('immobili', [
      field(typed('vani', 'number'), 'Numero di vani'),
      field(typed('pertinenze', 'text'), 'Descrizione delle pertinenze', { vani: { gt: 1000 } }),
    ]);
    show({ ...rooms, item_label: 'Immobile' });
    const item = card('Immobile 1');
    const vani = within(item).getByRole('textbox', { name: 'Numero di vani' });
    await userEvent.type(vani, '1.000');
    expect(
      within(item).queryByRole('textbox', { name: 'Descrizione delle pertinenze' }),
    ).not.toBeInTheDocument();
    await userEvent.type(vani, ',5');
    expect(within(item).getByRole('textbox', { name: 'Descrizione delle pertinenze' })).toBeInTheDocument();
  });
});
