/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom';
import type { SimpleQuestion } from '@redigo/shared/domain/question';
import { validationMessages as m } from '@redigo/shared/messages/validation';
import { QuestionEditor } from './question-editor';

const ask = (variable: string, question: string, options: string[], multiple = false): SimpleQuestion => ({
  variable,
  question,
  options,
  is_multiple_selection: multiple,
  required_answers: [],
});

const questions = [
  ask('tipo', 'Che immobile?', ['Abitativo', 'Commerciale']),
  ask('durata', 'Quale durata?', ['4+4', '3+2']),
  ask('extra', 'Quali pertinenze?', ['Box', 'Cantina'], true),
  ask('garanzia', 'Quale garanzia?', ['Deposito', 'Fideiussione']),
];

/** The form of the third question ('extra'): only 'tipo' and 'durata' come before it. */
const renderThird = (current = questions[2]) => {
  const onSave = jest.fn();
  render(
    <QuestionEditor
      question={current}
      earlier={questions.slice(0, 2)}
      takenVariables={['tipo', 'durata', 'garanzia']}
      onSave={onSave}
      onCancel={jest.fn()}
    />,
  );
  return onSave;
};

const dialog = () => screen.getByRole('dialog', { name: 'Nuova condizione' });

const pick = async (variable: string, answer?: string) => {
  await userEvent.selectOptions(within(dialog()).getByLabelText('Domanda precedente'), variable);
  if (answer) await userEvent.selectOptions(within(dialog()).getByLabelText('Risposta richiesta'), answer);
};

describe('condition builder', () => {
  it('offers only the earlier questions, and the answers of the one chosen', async () => {
    // Prepare
    renderThird();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi condizione' }));
    await pick('durata');

    // Assess
    const offered = within(within(dialog()).getByLabelText('Domanda precedente')).getAllByRole('option');
    expect(offered.map((o) => o.getAttribute('value'))).toEqual(['', 'tipo', 'durata']);
    const answers = within(within(dialog()).getByLabelText('Risposta richiesta')).getAllByRole('option');
    expect(answers.map((o) => o.textContent)).toEqual(['Scegli una risposta', '4+4', '3+2']);
  });

  it('builds an AND group shown as "variabile = risposta && ..." and adds it to the question', async () => {
    // Prepare
    const onSave = renderThird();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi condizione' }));
    await pick('tipo', 'Abitativo');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Aggiungi alla condizione' }));
    const remaining = within(within(dialog()).getByLabelText('Domanda precedente')).getAllByRole('option');
    await pick('durata', '4+4');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Salva condizione' }));

    // Assess
    expect(remaining.map((o) => o.getAttribute('value'))).toEqual(['', 'durata']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('tipo = Abitativo && durata = 4+4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salva la domanda' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({ required_answers: [{ tipo: 'Abitativo', durata: '4+4' }] }),
      ),
    );
  });

  it('lists separate conditions as alternatives, each removable', async () => {
    // Prepare
    const onSave = renderThird({
      ...questions[2],
      required_answers: [{ tipo: 'Abitativo', durata: '4+4' }],
    } as SimpleQuestion);

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi condizione' }));
    await pick('tipo', 'Commerciale');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Salva condizione' }));

    // Assess
    const items = screen.getAllByRole('listitem').filter((li) => li.classList.contains('qform__condition'));
    expect(items.map((li) => li.querySelector('code')?.textContent)).toEqual([
      'tipo = Abitativo && durata = 4+4',
      'tipo = Commerciale',
    ]);
    expect(items[1]).toHaveTextContent('oppure');
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi la condizione 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva la domanda' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({ required_answers: [{ tipo: 'Commerciale' }] }),
      ),
    );
  });

  it('asks for the answer once a question is chosen', async () => {
    // Prepare
    renderThird();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi condizione' }));
    await pick('tipo');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Salva condizione' }));

    // Assess
    expect(await within(dialog()).findByText(m.required)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Risposta richiesta')).toHaveAttribute('aria-invalid', 'true');
  });
});
