/** @jest-environment jsdom */
import type { AskedQuestion } from '@redigo/shared/domain/question';
import {
  answerQuestion,
  answersOf,
  clearNewContract,
  getNewContract,
  markContractSaved,
  markQuestionnaireFinished,
  startNewContract,
  truncateAnswersFrom,
} from './new-contract-store';
import { storageKeys } from '../../../lib/storage';

const question = (variable: string, index: number): AskedQuestion => ({
  variable,
  question: `Domanda su ${variable}?`,
  options: ['Sì', 'No'],
  is_multiple_selection: false,
  index,
});

const template = {
  id: 't-1',
  name: 'Contratto di locazione',
  max_questions: 12,
  price: 49,
  stripe_url: 'https://pay',
};

const answerThree = (): void => {
  answerQuestion(question('parti', 0), 'Sì');
  answerQuestion(question('durata', 1), 'No');
  answerQuestion(question('clausole', 2), ['Sì', 'No']);
};

describe('new contract store', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the contract in sessionStorage with its answers in order', () => {
    // Prepare
    startNewContract(template);

    // Act
    answerThree();

    // Assess
    const stored = JSON.parse(sessionStorage.getItem(storageKeys.newContract) ?? 'null');
    expect(stored).toMatchObject({
      type: 't-1',
      title: 'Contratto di locazione',
      maxQuestions: 12,
      id: null,
    });
    expect(Object.keys(answersOf(stored))).toEqual(['parti', 'durata', 'clausole']);
    expect(answersOf(stored).clausole).toEqual(['Sì', 'No']);
  });

  it('truncates the answers from the edited question on and reopens the contract', () => {
    // Prepare
    startNewContract(template);
    answerThree();
    markQuestionnaireFinished();
    markContractSaved('c-9');

    // Act
    truncateAnswersFrom(1);

    // Assess
    const contract = getNewContract();
    expect(answersOf(contract!)).toEqual({ parti: 'Sì' });
    expect(contract).toMatchObject({ finished: false, status: 'TO_COMPLETE', id: 'c-9' });
    expect(contract?.recalled).toEqual({ durata: 'No', clausole: ['Sì', 'No'] });
  });

  it('answering an earlier question again discards the later answers', () => {
    // Prepare
    startNewContract(template);
    answerThree();

    // Act
    answerQuestion(question('durata', 1), 'Sì');

    // Assess
    expect(answersOf(getNewContract()!)).toEqual({ parti: 'Sì', durata: 'Sì' });
  });

  it('starting another template replaces the contract in progress, clearing removes it', () => {
    // Prepare
    startNewContract(template);
    answerThree();

    // Act
    startNewContract({ ...template, id: 't-2', name: 'Mandato' });
    const replaced = getNewContract();
    clearNewContract();

    // Assess
    expect(replaced).toMatchObject({ type: 't-2', steps: [] });
    expect(getNewContract()).toBeNull();
    expect(sessionStorage.getItem(storageKeys.newContract)).toBeNull();
  });
});
