/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { AskedQuestion } from '@redigo/shared/domain/question';
import { COMPANY, landlords, PERSON } from '@redigo/shared/questionnaire/test-support/groups';
import { AnswersSummary } from './answers-summary';

const uso: AskedQuestion = {
  variable: 'uso',
  question: 'Uso dell’immobile?',
  options: ['Abitativo', 'Commerciale'],
  is_multiple_selection: false,
  index: 0,
};
const { required_answers: _, ...group } = landlords();
const locatori: AskedQuestion = { ...group, description: '', index: 1 };

describe('answers summary', () => {
  it('lists each item and field of a group’s answer, as a contract’s detail reads them', () => {
    // Act
    render(
      <AnswersSummary
        steps={[
          { question: uso, answer: 'Commerciale' },
          { question: locatori, answer: [PERSON, { ...COMPANY, rea: 'RM-1234567' }] },
        ]}
        onEdit={jest.fn()}
      />,
    );

    // Assess
    const answers = Array.from(document.querySelectorAll('.summary__answer')).map((line) => line.textContent);
    expect(answers).toEqual([
      'Commerciale',
      'Locatore 1 – Tipo di parte: Persona fisica',
      'Locatore 1 – Nome e cognome: Mario Rossi',
      'Locatore 1 – Codice fiscale: RSSMRA85T10A562S',
      'Locatore 2 – Tipo di parte: Persona giuridica',
      'Locatore 2 – Denominazione: Alfa S.r.l.',
      'Locatore 2 – Partita IVA: 01114601006',
      'Locatore 2 – Numero REA: RM-1234567',
    ]);
    expect(screen.getAllByRole('button', { name: 'Modifica' })).toHaveLength(2);
  });
});

describe('answers taken from the client', () => {
  it('are marked «Dal cliente» while they still read as the client sent them', () => {
    // Act
    render(
      <AnswersSummary
        steps={[
          { question: uso, answer: 'Commerciale' },
          { question: locatori, answer: [PERSON] },
        ]}
        onEdit={jest.fn()}
        fromClient={{
          'locatori.1.codice_fiscale': 'RSSMRA85T10A562S',
          'locatori.1.nome': 'Maria Rossi',
          uso: 'Commerciale',
        }}
      />,
    );

    // Assess
    const marked = Array.from(document.querySelectorAll('.summary__answer'))
      .filter((line) => line.textContent?.endsWith('Dal cliente'))
      .map((line) => line.textContent);
    expect(marked).toEqual([
      'Commerciale Dal cliente',
      'Locatore 1 – Codice fiscale: RSSMRA85T10A562S Dal cliente',
    ]);
  });
});
