/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom';
import type { SimpleQuestion } from '@redigo/shared/domain/question';
import { validationMessages as m } from '@redigo/shared/messages/validation';
import { partyGroup } from '@redigo/shared/questionnaire/party-preset';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { limitMessages } from '@redigo/shared/schemas/typed-question-form';
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

  describe('on numbers, amounts, dates and groups', () => {
    const canone = { ...typed('canone_annuo', 'amount'), question: 'Canone annuo?' };
    const decorrenza = { ...typed('decorrenza', 'date'), question: 'Decorrenza?' };
    const conduttori = partyGroup({
      variable: 'conduttori',
      question: 'I conduttori?',
      item_label: 'Conduttore',
    });
    const nota = { ...typed('nota', 'text'), question: 'Nota?' };

    const renderLater = () => {
      const onSave = jest.fn();
      render(
        <QuestionEditor
          question={ask('uso', 'Che uso?', ['Abitazione', 'Foresteria'])}
          earlier={[canone, decorrenza, conduttori, nota]}
          takenVariables={['canone_annuo', 'decorrenza', 'conduttori', 'nota']}
          onSave={onSave}
          onCancel={jest.fn()}
        />,
      );
      return onSave;
    };
    const select = (label: string, value: string) =>
      userEvent.selectOptions(within(dialog()).getByLabelText(label), value);

    it('offers a comparison in words on a number, an amount or a date, and a range on the same question', async () => {
      // Prepare
      const onSave = renderLater();
      await userEvent.click(screen.getByRole('button', { name: 'Aggiungi condizione' }));

      // Act
      const offered = within(within(dialog()).getByLabelText('Domanda precedente')).getAllByRole('option');
      await pick('canone_annuo');
      const operators = within(within(dialog()).getByLabelText('Confronto')).getAllByRole('option');
      await select('Confronto', 'gt');
      await userEvent.type(within(dialog()).getByLabelText('Valore'), '12.000');
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Aggiungi alla condizione' }));
      await pick('canone_annuo');
      await select('Confronto', 'lte');
      await userEvent.type(within(dialog()).getByLabelText('Valore'), '24.000,50');
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Aggiungi alla condizione' }));
      await pick('decorrenza');
      const dateOperators = within(within(dialog()).getByLabelText('Confronto')).getAllByRole('option');
      await select('Confronto', 'gte');
      await userEvent.type(within(dialog()).getByLabelText('Valore'), '01/03/2026');
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Salva condizione' }));
      await userEvent.click(screen.getByRole('button', { name: 'Salva la domanda' }));

      // Assess
      expect(offered.map((o) => o.getAttribute('value'))).toEqual([
        '',
        'canone_annuo',
        'decorrenza',
        'conduttori',
      ]);
      expect(operators.map((o) => o.textContent)).toEqual([
        'Scegli un confronto',
        'maggiore di',
        'maggiore o uguale a',
        'minore di',
        'minore o uguale a',
        'uguale a',
        'diverso da',
      ]);
      expect(dateOperators.map((o) => o.textContent)).toContain('uguale o successiva al');
      await waitFor(() =>
        expect(onSave).toHaveBeenCalledWith(
          expect.objectContaining({
            required_answers: [
              { canone_annuo: { gt: 12000, lte: 24000.5 }, decorrenza: { gte: '2026-03-01' } },
            ],
          }),
        ),
      );
    });

    it('tells a value that does not read, described by the field', async () => {
      // Prepare
      renderLater();
      await userEvent.click(screen.getByRole('button', { name: 'Aggiungi condizione' }));

      // Act
      await pick('decorrenza');
      await select('Confronto', 'lt');
      await userEvent.type(within(dialog()).getByLabelText('Valore'), '30/02/2026');
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Aggiungi alla condizione' }));

      // Assess
      const value = within(dialog()).getByLabelText('Valore');
      expect(value).toHaveAttribute('aria-invalid', 'true');
      expect(value).toHaveAccessibleDescription(expect.stringContaining(limitMessages.date));
    });

    it('tests a group: «almeno un elemento» or «tutti gli elementi» with a choice field and its option', async () => {
      // Prepare
      const onSave = renderLater();
      await userEvent.click(screen.getByRole('button', { name: 'Aggiungi condizione' }));

      // Act
      await pick('conduttori');
      const tests = within(within(dialog()).getByLabelText('Elementi')).getAllByRole('option');
      await select('Campo di ogni elemento', 'tipo');
      await select('Risposta del campo', 'Persona giuridica');
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Salva condizione' }));

      // Assess
      expect(tests.map((o) => o.textContent)).toEqual(['Scegli', 'almeno un elemento', 'tutti gli elementi']);
      expect(
        screen.getByText('conduttori: almeno un elemento con tipo = Persona giuridica'),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Salva la domanda' }));
      await waitFor(() =>
        expect(onSave).toHaveBeenCalledWith(
          expect.objectContaining({
            required_answers: [{ conduttori: { any: { tipo: 'Persona giuridica' } } }],
          }),
        ),
      );
    });
  });
});
