/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AskedQuestion } from '@redigo/shared/domain/question';
import { landlords } from '@redigo/shared/questionnaire/test-support/groups';
import { AnswerForm } from './answer-form';

const { required_answers: _, ...group } = landlords();

const multiple: AskedQuestion = {
  variable: 'servizi',
  question: 'Quali strumenti?',
  options: ['Videochiamata', 'Registrazione', 'Lavagna condivisa'],
  is_multiple_selection: true,
  index: 1,
};

describe('answer form', () => {
  it('gives a multiple choice in the order of the options, not of the clicks', async () => {
    // Prepare
    const onAnswer = jest.fn();
    render(<AnswerForm question={multiple} number={2} animated={false} onAnswer={onAnswer} />);

    // Act
    await userEvent.click(screen.getByLabelText('Lavagna condivisa'));
    await userEvent.click(screen.getByLabelText('Videochiamata'));
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));

    // Assess
    expect(onAnswer).toHaveBeenCalledWith(['Videochiamata', 'Lavagna condivisa']);
  });

  it('labels every option and offers Indietro only when given a way back', () => {
    // Act
    render(<AnswerForm question={multiple} number={2} animated={false} onAnswer={jest.fn()} />);

    // Assess
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('group', { name: /Domanda 2/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Indietro' })).not.toBeInTheDocument();
  });

  it('asks a group with its own form: the items as cards, back and next', () => {
    // Act
    render(
      <AnswerForm
        question={{ ...group, description: '', index: 3 }}
        number={4}
        animated={false}
        onAnswer={jest.fn()}
        onBack={jest.fn()}
      />,
    );

    // Assess
    expect(screen.getByRole('heading', { name: /Domanda 4/ })).toHaveTextContent('Domanda locatori?');
    expect(screen.getByRole('group', { name: 'Locatore 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Indietro' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avanti' })).toBeInTheDocument();
  });
});
