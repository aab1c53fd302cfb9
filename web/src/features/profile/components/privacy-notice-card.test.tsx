/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { clientLinkMessages } from '@redigo/shared/messages/client-links';
import { stubFetch } from '../../../test-support/stub-fetch';
import { PrivacyNoticeCard } from './privacy-notice-card';

const WRITTEN =
  'Informativa sul trattamento dei dati personali\n\nChi tratta i tuoi dati: l’avv. Maria Rossi.';

const renderCard = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PrivacyNoticeCard userId="u1" />
    </SWRConfig>,
  );

describe('the informativa the clients read', () => {
  it('shows the one written for the lawyer, and saves the lawyer’s own in its place', async () => {
    let notice = { text: WRITTEN, default: true };
    const calls = stubFetch((call) => {
      if (call.method === 'PUT') notice = { text: (call.body as { text: string }).text, default: false };
      return { status: 200, body: { data: notice } };
    });
    const user = userEvent.setup();
    renderCard();

    expect(await screen.findByText(/scritta per te dai dati del tuo account/)).toBeVisible();
    expect(screen.getByRole('region', { name: "Testo dell'informativa" })).toHaveTextContent(
      'Chi tratta i tuoi dati',
    );
    await user.click(screen.getByRole('button', { name: 'Scrivi la tua informativa' }));
    const field = screen.getByLabelText("Testo dell'informativa");
    expect(field).toHaveValue(WRITTEN);
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText(clientLinkMessages.privacyNoticeText)).toBeVisible();
    await user.type(field, '  Titolare: Studio Rossi.  ');
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Modifica avvenuta con successo.')).toBeVisible();
    expect(screen.getByText(/È la tua informativa/)).toBeVisible();
    expect(screen.getByRole('region', { name: "Testo dell'informativa" })).toHaveTextContent(
      'Titolare: Studio Rossi.',
    );
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({
        url: '/api/user/u1/privacy-notice',
        body: { text: 'Titolare: Studio Rossi.' },
      }),
    ]);
  });
});
