/** @jest-environment jsdom */
import { renderAt } from '../../../test-support/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessages } from '@redigo/shared/messages/validation';
import { stubFetch } from '../../../test-support/stub-fetch';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';

describe('login form', () => {
  beforeEach(() => localStorage.clear());

  it('shows the required messages when submitted empty', async () => {
    // Prepare
    renderAt('/login', <LoginPage />);

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));

    // Assess
    expect(await screen.findAllByText(validationMessages.required)).toHaveLength(2);
    expect(screen.getByLabelText('PEC')).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects an address that is not an e-mail', async () => {
    // Prepare
    renderAt('/login', <LoginPage />);

    // Act
    await userEvent.type(screen.getByLabelText('PEC'), 'avvocato');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));

    // Assess
    expect(await screen.findByText(validationMessages.pec)).toBeInTheDocument();
  });

  it.each([
    ['Credenziali Email o Password non valide', 'Credenziali Email o Password non valide'],
    ['Verifica la tua E-Mail per poter accedere.', 'Conferma la tua identità'],
    ['Il tuo account è stato sospeso.', 'Account sospeso'],
  ])('answers the server message "%s" with "%s"', async (message, shown) => {
    // Prepare
    stubFetch(() => ({ status: 403, body: { message, code: 'FORBIDDEN' } }));
    renderAt('/login', <LoginPage />);

    // Act
    await userEvent.type(screen.getByLabelText('PEC'), 'mario.rossi@pec.it');
    await userEvent.type(screen.getByLabelText('Password'), 'Segreta!1');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));

    // Assess
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it('stores the tokens and the user with the PEC, then leaves the page', async () => {
    // Prepare
    const user = {
      id: 'u1',
      name: 'mario',
      surname: 'rossi',
      status: 'confermato',
      role: 'user',
      newsletter: false,
    };
    const calls = stubFetch(() => ({
      status: 200,
      body: { data: user },
      headers: { authorization: 'a-1', refresh: 'r-1' },
    }));
    renderAt('/login', <LoginPage />);

    // Act
    await userEvent.type(screen.getByLabelText('PEC'), 'Mario.Rossi@pec.it');
    await userEvent.type(screen.getByLabelText('Password'), 'Segreta!1');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));

    // Assess
    expect(await screen.findByText('altrove')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/api/auth/login',
      body: { pec: 'Mario.Rossi@pec.it', password: 'Segreta!1' },
    });
    expect(localStorage.getItem('userToken')).toBe('a-1');
    expect(localStorage.getItem('userRefreshToken')).toBe('r-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      ...user,
      pec: 'mario.rossi@pec.it',
    });
  });
});

describe('password forms', () => {
  it('asks for a valid PEC to send the reset link', async () => {
    // Prepare
    renderAt('/recupero-password', <ForgotPasswordPage />);

    // Act
    await userEvent.type(screen.getByLabelText('PEC'), 'non-una-pec');
    await userEvent.click(screen.getByRole('button', { name: 'Invia il link' }));

    // Assess
    expect(await screen.findByText(validationMessages.pec)).toBeInTheDocument();
  });

  it('checks the new password and its confirmation', async () => {
    // Prepare
    renderAt('/reset-password?token=t-1', <ResetPasswordPage />);

    // Act
    await userEvent.type(screen.getByLabelText('Nuova password', { selector: 'input' }), 'debole');
    await userEvent.type(screen.getByLabelText('Conferma password'), 'diversa');
    await userEvent.click(screen.getByRole('button', { name: 'Imposta la password' }));

    // Assess
    expect(await screen.findByText(validationMessages.weakPassword)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.passwordMismatch)).toBeInTheDocument();
  });

  it('shows the form without a token in the address, and submits nothing', async () => {
    // Prepare
    const calls = stubFetch(() => ({ status: 200, body: { data: {} } }));
    renderAt('/reset-password', <ResetPasswordPage />);

    // Act
    await userEvent.type(screen.getByLabelText('Nuova password', { selector: 'input' }), 'Nuova!2345');
    await userEvent.type(screen.getByLabelText('Conferma password'), 'Nuova!2345');
    await userEvent.click(screen.getByRole('button', { name: 'Imposta la password' }));

    // Assess
    expect(await screen.findByText('Reset della password fallito')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
