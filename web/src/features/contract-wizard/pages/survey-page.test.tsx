/** @jest-environment jsdom */
import { renderAt } from '../../../test-support/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessages } from '@redigo/shared/messages/validation';
import { getNewContract, startNewContract, useNewContract, WizardContractContext } from '../../questionnaire';
import { stubFetch } from '../../../test-support/stub-fetch';
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
  <WizardContractContext.Provider value={useNewContract()}>
    <SurveyPage />
  </WizardContractContext.Provider>
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
});
