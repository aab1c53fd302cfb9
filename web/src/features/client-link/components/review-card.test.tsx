/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Proposal } from '@redigo/shared/domain/client-link';
import type { AskedQuestion } from '@redigo/shared/domain/question';
import { stubFetch } from '../../../test-support/stub-fetch';
import { ReviewCard } from './review-card';

const text = (variable: string, question: string, type: 'text' | 'codice_fiscale' = 'text') => ({
  variable,
  question,
  type,
  options: [],
  is_multiple_selection: false,
  required_answers: [],
});
const tenants: AskedQuestion = {
  variable: 'conduttori',
  question: 'Chi prende l’immobile in locazione?',
  type: 'group',
  item_label: 'Conduttore',
  min_items: 1,
  max_items: 6,
  fields: [text('nome', 'Nome'), text('codice_fiscale', 'Codice fiscale', 'codice_fiscale')],
  options: [],
  is_multiple_selection: false,
  index: 1,
};
const proposal = (
  field: string,
  label: string,
  proposed: string,
  current: string | null = null,
): Proposal => ({
  variable: 'conduttori',
  item: 0,
  field,
  question: `Conduttore 1 – ${label}`,
  current,
  proposed,
  changed: current !== proposed,
  status: 'pending',
});
const proposals = [
  proposal('nome', 'Nome', 'Anna'),
  proposal('codice_fiscale', 'Codice fiscale', 'BNCNNA90A41H501T'),
];

const renderCard = (onApplied = jest.fn()) =>
  render(<ReviewCard contractId="c-1" proposals={proposals} questions={[tenants]} onApplied={onApplied} />);

describe('«Dati dal cliente»', () => {
  it('applies every decision in one batch: «Accetta tutto», one value edited', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { data: { answers: {}, proposals: [] } } }));
    const onApplied = jest.fn();
    const user = userEvent.setup();
    renderCard(onApplied);

    await user.click(screen.getByRole('button', { name: 'Accetta tutto' }));
    const name = screen.getByRole('group', { name: 'Conduttore 1 – Nome' });
    await user.click(within(name).getByLabelText('Modifica'));
    const value = within(name).getByLabelText('Valore da mettere nella bozza');
    expect(value).toHaveValue('Anna');
    await user.clear(value);
    await user.type(value, 'Anna Maria');
    await user.click(screen.getByRole('button', { name: 'Applica le decisioni' }));

    expect(onApplied).toHaveBeenCalledWith(2);
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/contract/c-1/client-link/review',
        body: {
          decisions: [
            { variable: 'conduttori', item: 0, field: 'nome', action: 'edit', value: 'Anna Maria' },
            { variable: 'conduttori', item: 0, field: 'codice_fiscale', action: 'accept' },
          ],
        },
      }),
    ]);
  });

  it('refuses an edited value that does not read, by its field, without asking the server', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { data: {} } }));
    const user = userEvent.setup();
    renderCard();

    const code = screen.getByRole('group', { name: 'Conduttore 1 – Codice fiscale' });
    await user.click(within(code).getByLabelText('Modifica'));
    const value = within(code).getByLabelText('Valore da mettere nella bozza');
    await user.clear(value);
    await user.type(value, 'BNCNNA90A41H501X');
    await user.click(screen.getByRole('button', { name: 'Applica le decisioni' }));

    expect(value).toHaveAccessibleDescription(/codice fiscale/i);
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s refusal by the value it names, the focus on it, nothing applied', async () => {
    const message = 'Decisione n. 1: la proposta per "Conduttore 1 – Nome" è già stata decisa.';
    stubFetch(() => ({ status: 400, body: { message, code: 'VALIDATION_FAILED', errors: [message] } }));
    const onApplied = jest.fn();
    const user = userEvent.setup();
    renderCard(onApplied);

    await user.click(
      within(screen.getByRole('group', { name: 'Conduttore 1 – Nome' })).getByLabelText('Rifiuta'),
    );
    await user.click(screen.getByRole('button', { name: 'Applica le decisioni' }));

    const name = screen.getByRole('group', { name: 'Conduttore 1 – Nome' });
    expect(await within(name).findByText(message)).toBeVisible();
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(message);
    expect(onApplied).not.toHaveBeenCalled();
  });
});
