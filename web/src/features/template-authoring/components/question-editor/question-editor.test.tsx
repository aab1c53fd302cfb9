/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom';
import { TEMPLATE_LIMITS, type SimpleQuestion } from '@redigo/shared/domain/question';
import { adminMessages } from '@redigo/shared/messages/admin';
import { validationMessages as m } from '@redigo/shared/messages/validation';
import { QuestionEditor } from './question-editor';

const earlier: SimpleQuestion[] = [
  {
    variable: 'tipo',
    question: 'Che immobile?',
    options: ['Abitativo', 'Commerciale'],
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
      takenVariables={['tipo']}
      onSave={onSave}
      onCancel={jest.fn()}
    />,
  );
  return onSave;
};

const errorUnder = (label: string) => {
  const id = screen
    .getByLabelText(label)
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((p) => p.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('question editor', () => {
  it('starts with two answers that cannot be removed, and needs both', async () => {
    // Prepare
    const onSave = renderForm();

    // Act
    await userEvent.type(screen.getByLabelText('Testo della domanda'), 'Durata?');
    await userEvent.type(screen.getByLabelText('Chiave'), 'durata');
    await userEvent.type(screen.getByLabelText('Risposta 1'), '4+4');
    await userEvent.click(screen.getByRole('button', { name: 'Salva la domanda' }));

    // Assess
    await waitFor(() => expect(errorUnder('Risposta 2')).toBe(m.atLeastTwoAnswers));
    expect(screen.queryByRole('button', { name: /Rimuovi la risposta/ })).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('lets answers be added and removed from the third on', async () => {
    // Prepare
    renderForm();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi risposta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi risposta' }));
    await userEvent.type(screen.getByLabelText('Risposta 4'), 'Quarta');

    // Assess
    expect(
      screen.getAllByRole('button', { name: /Rimuovi la risposta/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Rimuovi la risposta 3', 'Rimuovi la risposta 4']);
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi la risposta 3' }));
    expect(screen.getByLabelText('Risposta 3')).toHaveValue('Quarta');
    expect(screen.queryByLabelText('Risposta 4')).not.toBeInTheDocument();
  });

  it('refuses a key that starts with a digit or is taken, and saves the key with underscores', async () => {
    // Prepare
    const onSave = renderForm();
    await userEvent.type(screen.getByLabelText('Testo della domanda'), 'Durata del contratto?');
    await userEvent.type(screen.getByLabelText('Risposta 1'), '4+4');
    await userEvent.type(screen.getByLabelText('Risposta 2'), '3+2');

    // Act and assess
    await userEvent.type(screen.getByLabelText('Chiave'), '4 anni');
    await userEvent.click(screen.getByRole('button', { name: 'Salva la domanda' }));
    await waitFor(() => expect(errorUnder('Chiave')).toBe(m.questionKeyDigit));
    await userEvent.clear(screen.getByLabelText('Chiave'));
    await userEvent.type(screen.getByLabelText('Chiave'), 'tipo');
    await waitFor(() => expect(errorUnder('Chiave')).toBe(adminMessages.keyTaken));
    await userEvent.clear(screen.getByLabelText('Chiave'));
    await userEvent.type(screen.getByLabelText('Chiave'), 'durata contratto');
    expect(screen.getByText(/Nei documenti si usa come \{durata_contratto\}/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salva la domanda' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        variable: 'durata_contratto',
        question: 'Durata del contratto?',
        options: ['4+4', '3+2'],
        is_multiple_selection: false,
        required_answers: [],
      }),
    );
  });

  it('holds answers to the limits: at most 50, each at most 200 characters', async () => {
    // Prepare
    const onSave = renderForm({
      variable: 'scelta',
      question: 'Quale?',
      options: Array.from({ length: TEMPLATE_LIMITS.options - 1 }, (_, index) => `Risposta ${index + 1}`),
      is_multiple_selection: false,
      required_answers: [],
    });

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi risposta' }));
    const last = screen.getByLabelText(`Risposta ${TEMPLATE_LIMITS.options}`);
    await userEvent.click(last);
    await userEvent.paste('x'.repeat(TEMPLATE_LIMITS.optionLength + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Salva la domanda' }));

    // Assess
    expect(screen.getByRole('button', { name: 'Aggiungi risposta' })).toBeDisabled();
    expect(screen.getByText(m.tooManyOptions)).toBeInTheDocument();
    await waitFor(() => expect(errorUnder(`Risposta ${TEMPLATE_LIMITS.options}`)).toBe(m.optionTooLong));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('gives the first question no conditions to build', () => {
    // Prepare and act
    render(
      <QuestionEditor
        question={undefined}
        earlier={[]}
        takenVariables={[]}
        onSave={jest.fn()}
        onCancel={jest.fn()}
      />,
    );

    // Assess
    expect(screen.getByRole('button', { name: 'Aggiungi condizione' })).toBeDisabled();
    expect(screen.getByText('Nessuna condizione: la domanda viene sempre posta.')).toBeInTheDocument();
  });
});
