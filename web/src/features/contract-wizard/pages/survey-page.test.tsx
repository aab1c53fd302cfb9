/** @jest-environment jsdom */
import { renderAt } from '../../../test-support/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessages } from '@redigo/shared/messages/validation';
import type { AskedQuestion } from '@redigo/shared/domain/question';
import { answerQuestion, answersOf, getNewContract, startNewContract } from '../../questionnaire';
import { stubFetch } from '../../../test-support/stub-fetch';
import { InFlow } from '../../questionnaire/test-support/in-flow';
import { lawyerFlow } from '../lawyer-flow';
import { SurveyPage } from './survey-page';

const question = {
  variable: 'durata',
  question: 'Quale durata ha il contratto?',
  description: 'Indica la durata iniziale.',
  options: ['4 anni', '6 anni'],
  is_multiple_selection: false,
  index: 0,
};

const Survey = () => (
  <InFlow flow={lawyerFlow}>
    <SurveyPage />
  </InFlow>
);

describe('survey page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    startNewContract({
      id: 't-1',
      name: 'Locazione',
      max_questions: 4,
      price: 49,
      stripe_url: 'https://pay',
    });
  });

  it('asks the next question with the answers so far and opens the summary when none is left', async () => {
    // Prepare
    const calls = stubFetch((call) => ({
      status: 200,
      body: { data: Object.keys(call.body as object).length === 0 ? question : null },
    }));
    renderAt('/questionario', <Survey />);

    // Act
    expect(await screen.findByText('Domanda 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(await screen.findByText(validationMessages.answerRequired)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('6 anni'));
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));

    // Assess
    expect(await screen.findByText('Questionario completato')).toBeInTheDocument();
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/contract/questions?type=t-1', {}],
      ['/api/contract/questions?type=t-1', { durata: '6 anni' }],
    ]);
    expect(getNewContract()).toMatchObject({ finished: true, steps: [{ answer: '6 anni' }] });
    expect(await screen.findByText('altrove', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  describe('a rule across answers that fails (400 RULE_FAILED)', () => {
    const canone: AskedQuestion = {
      variable: 'canone_annuo',
      question: 'Qual è il canone annuo di locazione?',
      type: 'amount',
      options: [],
      is_multiple_selection: false,
      index: 0,
    };
    const deposito: AskedQuestion = {
      ...canone,
      variable: 'deposito_importo',
      question: 'A quanto ammonta il deposito cauzionale?',
      index: 1,
    };
    const cap = 'Il deposito cauzionale non può superare tre mensilità del canone.';
    const refused = (messages: string[]) => ({
      status: 400,
      body: { code: 'RULE_FAILED', message: messages[0], errors: messages },
    });

    beforeEach(() => answerQuestion(canone, '14400.00'));

    it('shows the message next to the field just answered, with the focus and the answer kept to correct', async () => {
      // Prepare
      const calls = stubFetch(({ body }) => {
        const { deposito_importo: given } = body as Record<string, string>;
        if (given === undefined) return { status: 200, body: { data: deposito } };
        return given === '4800.00' ? refused([cap]) : { status: 200, body: { data: null } };
      });
      renderAt('/questionario', <Survey />);
      const field = await screen.findByRole('textbox', { name: deposito.question });

      // Act
      await userEvent.type(field, '4.800,00');
      await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));

      // Assess
      const kept = await screen.findByDisplayValue('4.800,00');
      expect(kept).toHaveFocus();
      expect(kept).toHaveAccessibleDescription(expect.stringContaining(cap));
      expect(kept).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Domanda 2')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Riprova' })).not.toBeInTheDocument();

      // Act: the lawyer corrects the amount.
      await userEvent.clear(kept);
      await userEvent.type(kept, '3.600,00');
      await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));

      // Assess
      expect(await screen.findByText('Questionario completato')).toBeInTheDocument();
      expect(calls.at(-1)?.body).toEqual({ canone_annuo: '14400.00', deposito_importo: '3600.00' });
      expect(answersOf(getNewContract()!)).toEqual({ canone_annuo: '14400.00', deposito_importo: '3600.00' });
    });

    it('lists every failing rule’s message, in the server’s order', async () => {
      // Prepare
      const other = 'Il canone mensile deve essere almeno di 100,00 euro.';
      answerQuestion(deposito, '4800.00');
      stubFetch(() => refused([cap, other]));

      // Act
      renderAt('/questionario', <Survey />);

      // Assess
      const alert = await screen.findByRole('alert');
      expect(
        within(alert)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([cap, other]);
      expect(screen.getByDisplayValue('4.800,00')).toHaveAccessibleDescription(
        expect.stringContaining(`${cap} ${other}`),
      );
    });
  });
});
