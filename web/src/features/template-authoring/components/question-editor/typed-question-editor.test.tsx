/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom';
import type { SimpleQuestion } from '@redigo/shared/domain/question';
import { QuestionEditor } from './question-editor';

const earlier: SimpleQuestion[] = [
  {
    variable: 'tipo',
    question: 'Che immobile?',
    options: ['Abitativo', 'Commerciale'],
    is_multiple_selection: false,
    required_answers: [],
  },
  {
    variable: 'nome',
    question: 'Nome del conduttore?',
    type: 'text',
    options: [],
    is_multiple_selection: false,
    required_answers: [],
  },
];

const renderForm = (question?: SimpleQuestion) => {
  const onSave = jest.fn();
  render(
    <QuestionEditor
      question={question}
      earlier={earlier}
      takenVariables={['tipo', 'nome']}
      onSave={onSave}
      onCancel={jest.fn()}
    />,
  );
  return onSave;
};

const fillBasics = async (key: string) => {
  await userEvent.type(screen.getByLabelText('Testo della domanda'), 'Canone mensile?');
  await userEvent.type(screen.getByLabelText('Chiave'), key);
};

describe('the staff question form with «Tipo di risposta»', () => {
  it('saves an amount with its limits, without answers or multiple choice', async () => {
    const onSave = renderForm();
    await fillBasics('canone');
    await userEvent.selectOptions(screen.getByLabelText('Tipo di risposta'), 'Importo in euro');
    expect(screen.queryByText(/Scelta multipla/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Minimo'), '100');
    await userEvent.type(screen.getByLabelText('Massimo'), '10.000,50');
    await userEvent.click(screen.getByRole('button', { name: 'Salva la domanda' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        variable: 'canone',
        question: 'Canone mensile?',
        type: 'amount',
        min: 100,
        max: 10000.5,
        options: [],
        is_multiple_selection: false,
        required_answers: [],
      }),
    );
  });

  it('refuses a minimum above the maximum', async () => {
    const onSave = renderForm();
    await fillBasics('decorrenza');
    await userEvent.selectOptions(screen.getByLabelText('Tipo di risposta'), 'Data');
    await userEvent.type(screen.getByLabelText('Data minima'), '01/03/2027');
    await userEvent.type(screen.getByLabelText('Data massima'), '01/03/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Salva la domanda' }));
    expect(await screen.findByText('Il minimo è superiore al massimo.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('edits a text question and keeps its limits', async () => {
    const onSave = renderForm({
      variable: 'note',
      question: 'Note?',
      type: 'text',
      max_length: 500,
      multiline: true,
      options: [],
      is_multiple_selection: false,
      required_answers: [],
    });
    expect(screen.getByLabelText('Lunghezza massima (caratteri)')).toHaveValue('500');
    await userEvent.click(screen.getByRole('button', { name: 'Salva la domanda' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'text', max_length: 500, multiline: true }),
      ),
    );
  });

  it('offers only choice questions to the condition builder', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: /Aggiungi condizione/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent ?? '');
    expect(options.some((text) => text.includes('tipo'))).toBe(true);
    expect(options.some((text) => text.includes('nome'))).toBe(false);
  });

  it.each([
    ['Codice fiscale', 'codice_fiscale', /16 caratteri di una persona/],
    ['Partita IVA', 'partita_iva', /11 cifre con la cifra di controllo/],
  ])('saves a «%s» question with no limits, telling what it accepts', async (label, type, hint) => {
    const onSave = renderForm();
    await fillBasics('cf_locatore');
    await userEvent.selectOptions(screen.getByLabelText('Tipo di risposta'), label);
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.queryByLabelText('Minimo')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salva la domanda' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        variable: 'cf_locatore',
        question: 'Canone mensile?',
        type,
        options: [],
        is_multiple_selection: false,
        required_answers: [],
      }),
    );
  });

  it('does not offer a group in the question form', () => {
    renderForm();
    const types = within(screen.getByLabelText('Tipo di risposta')).getAllByRole('option');
    expect(types.map((option) => option.textContent)).toEqual([
      'Scelta',
      'Testo',
      'Numero',
      'Importo in euro',
      'Data',
      'Codice fiscale',
      'Partita IVA',
      'IBAN',
      'Provincia (sigla)',
      'CAP',
    ]);
  });
});
