/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../test-support/stub-fetch';
import { MarketingCard } from './marketing-card';

describe('marketing card', () => {
  it("opens the edit mode with a new 'Salva' button, never the clicked 'Modifica' turned into a submit", async () => {
    // Prepare
    const calls = stubFetch(() => ({ status: 200, body: { data: {} } }));
    render(<MarketingCard userId="u1" newsletter={false} onSaved={jest.fn()} />);
    const edit = screen.getByRole('button', { name: 'Modifica' });

    // Act
    await userEvent.click(edit);

    // Assess: a browser submits the form when the element clicked has become a submit button by the click's end
    expect(edit).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salva' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('checkbox')).toBeEnabled();
    expect(calls).toHaveLength(0);
  });

  it('saves the consent and returns to the read-only view with the success message', async () => {
    // Prepare
    const calls = stubFetch(() => ({ status: 200, body: { data: {} } }));
    const onSaved = jest.fn();
    render(<MarketingCard userId="u1" newsletter={false} onSaved={onSaved} />);

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

    // Assess
    expect(await screen.findByText('Modifica avvenuta con successo.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/user/u1', body: { newsletter: true } });
    expect(screen.getByRole('checkbox')).toBeDisabled();
    expect(onSaved).toHaveBeenCalled();
  });
});
