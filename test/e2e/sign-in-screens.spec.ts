import { expect, test } from '@playwright/test';
import { apiChangeStatus, apiRegister, apiVerify, demo, mailedLink, newRegistration } from './support/api';
import { checkScreen } from './support/screens';
import { signIn, signOut, submitLogin } from './support/ui';

test.describe('the login error screens', () => {
  test('a wrong password shows the red box', async ({ page }) => {
    await submitLogin(page, { pec: demo.lawyer.pec, password: 'Sbagliata!123' });
    const box = page.getByRole('alert');
    await expect(box).toHaveText('Credenziali Email o Password non valide');
    await expect(box).toHaveClass(/notice--error/);
    await expect(page).toHaveURL(/\/login$/);
    await checkScreen(page, '20-login-credenziali-errate');
  });

  test('an account whose PEC is not verified gets the confirm-identity screen', async ({ page, request }) => {
    const person = newRegistration('Paolo', 'Neri');
    await apiRegister(request, person);
    await submitLogin(page, person);
    await expect(page.getByRole('heading', { name: 'Conferma la tua identità' })).toBeVisible();
    await checkScreen(page, '21-login-conferma-identita');
    await page.getByRole('button', { name: 'Torna al login' }).click();
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  });

  test('a suspended account gets the Account sospeso screen', async ({ page, request }) => {
    const person = newRegistration('Sara', 'Gialli');
    await apiRegister(request, person);
    await apiVerify(request, person.pec);
    await apiChangeStatus(request, person.pec, 'confermato');
    await apiChangeStatus(request, person.pec, 'sospeso');
    await submitLogin(page, person);
    await expect(page.getByRole('heading', { name: 'Account sospeso' })).toBeVisible();
    await expect(page.getByText(/sospeso/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.*subject=/);
    await checkScreen(page, '22-login-account-sospeso');
  });
});

test('a forgotten password is reset through the mailed link', async ({ page, request }) => {
  const person = newRegistration('Marta', 'Riva');
  await apiRegister(request, person);
  await apiVerify(request, person.pec);
  await apiChangeStatus(request, person.pec, 'confermato');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Hai dimenticato la password?' }).click();
  await expect(page.getByRole('heading', { name: 'Recupera la password' })).toBeVisible();
  await page.getByLabel('PEC', { exact: true }).fill(person.pec);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page.getByRole('heading', { name: 'Imposta una nuova password' })).toBeVisible();
  await checkScreen(page, '23-recupero-password');

  await page.goto(await mailedLink(request, person.pec, '/reset-password'));
  await page.getByRole('textbox', { name: 'Nuova password', exact: true }).fill('Nuova!Password8');
  await page.getByLabel('Conferma password', { exact: true }).fill('Diversa!Password8');
  await page.getByRole('button', { name: 'Imposta la password' }).click();
  await expect(page.getByText('Le password non combaciano')).toBeVisible();
  await page.getByLabel('Conferma password', { exact: true }).fill('Nuova!Password8');
  await page.getByRole('button', { name: 'Imposta la password' }).click();
  await expect(page.getByRole('heading', { name: 'Hai impostato una nuova password' })).toBeVisible();
  await checkScreen(page, '24-password-reimpostata');
  await page.getByRole('link', { name: 'Vai al login' }).click();
  await signIn(page, { pec: person.pec, password: 'Nuova!Password8' }, /\/user\/contratti$/);
});

test('the login and the shell work from the keyboard, with the focus always visible', async ({ page }) => {
  await page.goto('/login');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('PEC', { exact: true })).toBeFocused();
  await page.keyboard.type(demo.lawyer.pec);
  await page.keyboard.press('Tab');
  await page.keyboard.type(demo.lawyer.password);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Mostra' })).toBeFocused();
  await page.keyboard.press('Tab');
  const submit = page.getByRole('button', { name: 'Accedi' });
  await expect(submit).toBeFocused();
  await expect(submit).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/contratti$/);

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Vai al contenuto' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const search = page.getByRole('searchbox', { name: 'Cerca per nome' });
  await expect(search).toBeFocused();
  await expect(search).toHaveCSS('outline-style', 'solid');
  await signOut(page);
});

test('a refused access token is renewed once with the refresh token; a refused refresh leads to the login', async ({
  page,
}) => {
  await signIn(page, demo.lawyer, /\/user\/contratti$/);
  await page.evaluate(() => localStorage.setItem('userToken', 'scaduto'));
  await page.getByRole('link', { name: 'Archivio', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Documenti acquistati' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).not.toBe('scaduto');

  await page.evaluate(() => {
    localStorage.setItem('userToken', 'scaduto');
    localStorage.setItem('userRefreshToken', 'revocato');
  });
  await page.getByRole('link', { name: 'Profilo' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('userToken'), localStorage.getItem('userRefreshToken')]),
  ).toEqual([null, null]);
});

test.describe('the routing guard', () => {
  test('without a token every private page leads to the login', async ({ page }) => {
    for (const path of [
      '/',
      '/user/contratti',
      '/user/archivio',
      '/admin/utenti',
      '/admin/master-inseriti',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });

  test('a lawyer is kept in the user area', async ({ page }) => {
    await signIn(page, demo.lawyer, /\/user\/contratti$/);
    await page.goto('/admin/utenti');
    await expect(page).toHaveURL(/\/user\/contratti$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/user\/contratti$/);
    await page.goto('/user');
    await expect(page).toHaveURL(/\/user\/contratti$/);
    await signOut(page);
  });

  test('staff are kept out of the user area, each sent to their home', async ({ page }) => {
    await signIn(page, demo.admin, /\/admin\/contratti-utenti$/);
    await expect(page.getByText('F.A.Q. e Supporto')).toHaveCount(0);
    await page.goto('/user/archivio');
    await expect(page).toHaveURL(/\/admin\/contratti-utenti$/);
    await page.getByRole('link', { name: 'Redigo, pagina iniziale' }).click();
    await expect(page).toHaveURL(/\/admin\/contratti-utenti$/);
    await signOut(page);

    await signIn(page, demo.editor, /\/admin\/master-inseriti$/);
    await page.goto('/user/contratti');
    await expect(page).toHaveURL(/\/admin\/master-inseriti$/);
    await signOut(page);
  });
});
