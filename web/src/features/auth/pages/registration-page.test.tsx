/** @jest-environment jsdom */
import { renderAt } from '../../../test-support/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessages } from '@redigo/shared/messages/validation';
import { stubFetch } from '../../../test-support/stub-fetch';
import { RegistrationPage } from './registration-page';

describe('registration form', () => {
  it('shows the required and consent messages when submitted empty', async () => {
    // Prepare
    renderAt('/registrazione', <RegistrationPage />);

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Registrati' }));

    // Assess
    expect(await screen.findAllByText(validationMessages.required)).toHaveLength(6);
    expect(screen.getAllByText(validationMessages.checkbox)).toHaveLength(3);
  });

  it('names the external terms and privacy links by their text, telling in a description that they open a new tab', () => {
    // Act
    renderAt('/registrazione', <RegistrationPage />);

    // Assess
    const links = [
      ...screen.getAllByRole('link', { name: 'Termini e condizioni' }),
      screen.getByRole('link', { name: 'Informativa sulla privacy' }),
    ];
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleDescription('Si apre in una nuova scheda');
    }
  });

  it('refuses a weak password', async () => {
    // Prepare
    renderAt('/registrazione', <RegistrationPage />);

    // Act
    await userEvent.type(screen.getByLabelText('Password'), 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Registrati' }));

    // Assess
    expect(await screen.findByText(validationMessages.weakPassword)).toBeInTheDocument();
  });

  it('sends the body the API expects and confirms the PEC was written to', async () => {
    // Prepare
    const calls = stubFetch(() => ({ status: 201, body: { data: { ok: true } } }));
    renderAt('/registrazione', <RegistrationPage />);

    // Act
    await userEvent.type(screen.getByLabelText('Nome'), 'Anna');
    await userEvent.type(screen.getByLabelText('Cognome'), 'Verdi');
    await userEvent.type(screen.getByLabelText('PEC'), 'anna.verdi@pec.it');
    await userEvent.type(screen.getByLabelText('Password'), 'Sicura!2026');
    await userEvent.selectOptions(screen.getByLabelText('Ordine degli Avvocati'), 'Reggio Calabria');
    await userEvent.type(screen.getByLabelText('Codice fiscale'), 'RSSMRA85T10A562S');
    await userEvent.click(screen.getByLabelText(/Ho letto e accetto/));
    await userEvent.click(screen.getByLabelText(/Approvo specificamente/));
    await userEvent.click(screen.getByLabelText(/Informativa sulla privacy/));
    await userEvent.click(screen.getByRole('button', { name: 'Registrati' }));

    // Assess
    expect(await screen.findByText('Conferma la tua identità')).toBeInTheDocument();
    expect(screen.getByText('anna.verdi@pec.it')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      name: 'Anna',
      surname: 'Verdi',
      pec: 'anna.verdi@pec.it',
      password: 'Sicura!2026',
      ordine: 'Reggio Calabria',
      codice_fiscale: 'RSSMRA85T10A562S',
      terms_acceptance: true,
      privacy: true,
      terms_art_9_10: true,
      newsletter: false,
    });
  });
});
