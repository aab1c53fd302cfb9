/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Question } from '@redigo/shared/domain/question';
import { expressionMessages } from '@redigo/shared/messages/expressions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { clearDraft, emptyDraft, getDraft, setDraft } from '../../stores/template-draft-store';
import { RulesSection } from './rules-section';

const canone: Question = { ...typed('canone_annuo', 'amount'), question: 'Canone annuo?' };
const deposito: Question = { ...typed('deposito_importo', 'amount'), question: 'Deposito cauzionale?' };
const questions = [canone, deposito];
const cap = 'Il deposito cauzionale non può superare tre mensilità del canone.';
const rule = { check: 'deposito_importo <= canone_annuo / 4', message: cap };

const show = (rules = [rule]) => {
  setDraft({ ...emptyDraft(), json_questions: questions, rules });
  render(<RulesSection questions={questions} serverProblems={new Map()} />);
};

const paste = async (label: string, text: string) => {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
};

describe('«Regole» on the master form', () => {
  beforeEach(() => {
    localStorage.clear();
    clearDraft();
  });

  it('adds a rule: its check, its message, tried with example answers before saving it', async () => {
    // Prepare
    show([]);
    expect(
      screen.getByText('Nessuna regola: le risposte non vengono confrontate tra loro.'),
    ).toBeInTheDocument();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi regola' }));
    expect(screen.getByLabelText('Controllo')).toHaveFocus();
    await paste('Controllo', rule.check);
    await paste('Messaggio per l’avvocato', cap);

    // Assess: the samples (1.250,50 each) break it, a deposit of a quarter of the rent holds it.
    const outcome = screen.getByRole('status');
    expect(outcome).toHaveTextContent(
      `Regola non rispettata: il questionario si ferma e l’avvocato legge «${cap}»`,
    );
    await paste('Canone annuo? (canone_annuo)', '14.400,00');
    await paste('Deposito cauzionale? (deposito_importo)', '3.600,00');
    expect(outcome).toHaveTextContent('Regola rispettata: il questionario va avanti.');
    await paste('Deposito cauzionale? (deposito_importo)', '3.600,01');
    expect(outcome).toHaveTextContent('Regola non rispettata');

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Salva la regola' }));

    // Assess
    expect(getDraft().rules).toEqual([rule]);
    expect(screen.getByRole('button', { name: 'Aggiungi regola' })).toHaveFocus();
    const item = screen.getByRole('listitem');
    expect(within(item).getByText(cap)).toBeInTheDocument();
    expect(within(item).getByText(rule.check)).toBeInTheDocument();
  });

  it('refuses a rule as a save would, each problem by its field, the focus on the first', async () => {
    // Prepare
    show([]);
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi regola' }));

    // Act
    await paste('Controllo', 'deposito <= canone_annuo / 4');
    await paste('Messaggio per l’avvocato', 'Troppo.');
    await userEvent.click(screen.getByRole('button', { name: 'Salva la regola' }));

    // Assess
    const check = screen.getByLabelText('Controllo');
    expect(check).toHaveFocus();
    expect(check).toHaveAccessibleDescription(
      expect.stringContaining(expressionMessages.unknownVariable('deposito <= canone_annuo / 4', 'deposito')),
    );
    expect(screen.getByLabelText('Messaggio per l’avvocato')).toHaveAccessibleDescription(
      expect.stringContaining(expressionMessages.ruleMessageLength(1, 10, 300)),
    );
    expect(getDraft().rules).toEqual([]);
  });

  it('edits a rule and removes one after asking', async () => {
    // Prepare
    show([rule, { ...rule, message: 'Il canone annuo deve superare il deposito.' }]);

    // Act
    await userEvent.click(screen.getAllByRole('button', { name: 'Modifica' })[0] as HTMLElement);
    expect(screen.getByRole('heading', { name: 'Regola n. 1' })).toBeInTheDocument();
    await paste('Controllo', 'deposito_importo <= canone_annuo / 4 + 100');
    await userEvent.click(screen.getByRole('button', { name: 'Salva la regola' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Elimina' })[1] as HTMLElement);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Elimina' }));

    // Assess
    expect(getDraft().rules).toEqual([{ ...rule, check: 'deposito_importo <= canone_annuo / 4 + 100' }]);
  });
});
