/** @jest-environment jsdom */
import { renderAt } from '../../../test-support/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answerQuestion,
  answersOf,
  getNewContract,
  markQuestionnaireFinished,
  saveNewContract,
  startNewContract,
} from '../../questionnaire';
import { storageKeys } from '../../../lib/storage';
import { stubFetch } from '../../../test-support/stub-fetch';
import { InFlow } from '../../questionnaire/test-support/in-flow';
import { lawyerFlow } from '../lawyer-flow';
import { SummaryPage } from './summary-page';

const ask = (variable: string, index: number) => ({
  variable,
  question: `Domanda su ${variable}?`,
  options: ['Sì', 'No'],
  is_multiple_selection: false,
  index,
});

const Summary = () => (
  <InFlow flow={lawyerFlow}>
    <SummaryPage />
  </InFlow>
);

describe('summary page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    startNewContract({
      id: 't-1',
      name: 'Locazione',
      max_questions: 5,
      price: 49,
      stripe_url: 'https://pay',
    });
    ['parti', 'durata', 'cauzione'].forEach((v, i) => answerQuestion(ask(v, i), i === 1 ? 'No' : 'Sì'));
    markQuestionnaireFinished();
  });

  it('editing an answer after confirming truncates the answers from it and returns to the questionnaire', async () => {
    // Prepare
    renderAt('/riepilogo', <Summary />);

    const edit = screen.getAllByRole('button', { name: 'Modifica' })[1] as HTMLElement;
    expect(edit).toHaveAccessibleDescription('Domanda su durata?');

    // Act
    await userEvent.click(edit);
    await userEvent.click(screen.getByRole('button', { name: 'Modifica' }));

    // Assess
    expect(await screen.findByText('altrove')).toBeInTheDocument();
    expect(answersOf(getNewContract()!)).toEqual({ parti: 'Sì' });
    const stored = JSON.parse(sessionStorage.getItem(storageKeys.newContract) ?? '{}');
    expect(stored.steps).toHaveLength(1);
  });

  it('cancelling the edit keeps every answer', async () => {
    // Prepare
    renderAt('/riepilogo', <Summary />);

    // Act
    await userEvent.click(screen.getAllByRole('button', { name: 'Modifica' })[2] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));

    // Assess
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getNewContract()?.steps).toHaveLength(3);
  });

  it("shows a 418's message under the answers", async () => {
    // Prepare
    const calls = stubFetch(() => ({
      status: 418,
      body: { message: '{"message":"La risposta a durata non è valida."}', code: 'CONTRACT_NOT_ACCEPTABLE' },
    }));
    renderAt('/riepilogo', <Summary />);

    // Act
    await userEvent.click(screen.getByRole('button', { name: "Vai all'anteprima" }));

    // Assess
    expect(await screen.findByRole('alert')).toHaveTextContent('La risposta a durata non è valida.');
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/contract',
      body: {
        type: 't-1',
        status: 'COMPLETED',
        answers: { parti: 'Sì', durata: 'No', cauzione: 'Sì' },
      },
    });
    // No name: the server names the document by its title and first party, or keeps the lawyer's name.
    expect(calls[0]?.body).not.toHaveProperty('name');
  });

  it('lists every rule the completed answers break (418 RULE_FAILED) and sends the lawyer to «Modifica»', async () => {
    // Prepare
    const messages = [
      'Il deposito cauzionale non può superare tre mensilità del canone.',
      'La durata non può essere inferiore a quattro anni.',
    ];
    stubFetch(() => ({ status: 418, body: { code: 'RULE_FAILED', message: messages[0], errors: messages } }));
    renderAt('/riepilogo', <Summary />);

    // Act
    await userEvent.click(screen.getByRole('button', { name: "Vai all'anteprima" }));

    // Assess
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Prima dell'anteprima alcune risposte vanno corrette");
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(messages);
    expect(alert).toHaveTextContent('Premi «Modifica» accanto alla risposta da correggere');
    expect(screen.getAllByRole('button', { name: 'Modifica' })).toHaveLength(3);
    expect(getNewContract()?.steps).toHaveLength(3);
  });

  it('of an update, says which answers came from the original, which changed since and which questions are new', () => {
    // Prepare: «parti» carried as it was, «durata» carried and then changed, «cauzione» new in this version
    const contract = getNewContract();
    if (contract)
      saveNewContract({
        ...contract,
        updating: {
          originalId: 'c1',
          originalName: 'Locazione Rossi',
          version: 2,
          free: true,
          carried: { parti: 'Sì', durata: 'Sì' },
        },
      });

    // Act
    renderAt('/riepilogo', <Summary />);

    // Assess
    expect(screen.getByRole('status')).toHaveTextContent(
      'Aggiornamento alla versione 2Dal documento «Locazione Rossi»: 1 risposta riportata, 1 domanda nuova.',
    );
    expect(
      screen
        .getAllByRole('listitem')
        .map(
          (item) =>
            within(item).getByText(/^(Risposta riportata|Risposta modificata|Domanda nuova)$/).textContent,
        ),
    ).toEqual(['Risposta riportata', 'Risposta modificata', 'Domanda nuova']);
  });

  it('marks nothing in the summary of a compilation that is not an update', () => {
    renderAt('/riepilogo', <Summary />);
    expect(screen.queryByText(/^(Risposta riportata|Domanda nuova)$/)).not.toBeInTheDocument();
  });
});
