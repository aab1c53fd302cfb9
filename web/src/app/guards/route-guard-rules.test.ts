/** @jest-environment jsdom */
import { paths } from '@redigo/shared/paths';
import type { Role } from '@redigo/shared/roles';
import { returnPathOf } from '../../lib/return-path';
import { resolveGuardRedirect, type GuardSession } from './route-guard-rules';

const signedIn = (role: Role): GuardSession => ({ token: 'token', role });
const anonymous: GuardSession = { token: null, role: null };

describe('routing guard', () => {
  it.each([
    [paths.root, paths.login],
    [paths.contracts, paths.login],
    [paths.survey, paths.login],
    [paths.usersContracts, paths.login],
  ])('sends a visitor without a token from %s to %s', (pathname, expected) => {
    expect(resolveGuardRedirect(pathname, '', anonymous)).toBe(expected);
  });

  it.each([paths.login, paths.registration, paths.passwordRecovery, paths.resetPassword, paths.verifyEmail])(
    'lets a visitor without a token open the public page %s',
    (pathname) => {
      expect(resolveGuardRedirect(pathname, '', anonymous)).toBeNull();
    },
  );

  it.each([
    ['admin', paths.usersContracts],
    ['editor', paths.templatesCreated],
    ['user', paths.contracts],
  ] as const)('sends a signed-in %s from the root and the public pages to %s', (role, expected) => {
    for (const pathname of [paths.root, paths.login, paths.registration, paths.verifyEmail]) {
      expect(resolveGuardRedirect(pathname, '', signedIn(role))).toBe(expected);
    }
  });

  it('treats a token without a stored user as role user', () => {
    expect(resolveGuardRedirect(paths.login, '', { token: 't', role: null })).toBe(paths.contracts);
    expect(resolveGuardRedirect(paths.users, '', { token: 't', role: null })).toBe(paths.contracts);
  });

  it('lets a signed-in person log out and use a reset link', () => {
    expect(resolveGuardRedirect(paths.logout, '', signedIn('user'))).toBeNull();
    expect(resolveGuardRedirect(paths.resetPassword, '?token=abc', signedIn('user'))).toBeNull();
    expect(resolveGuardRedirect(paths.resetPassword, '', signedIn('user'))).toBe(paths.contracts);
  });

  it('keeps users out of the admin area', () => {
    expect(resolveGuardRedirect(paths.templatesCreated, '', signedIn('user'))).toBe(paths.contracts);
    expect(resolveGuardRedirect(paths.admin, '', signedIn('user'))).toBe(paths.contracts);
  });

  it('keeps staff out of the user area', () => {
    expect(resolveGuardRedirect(paths.survey, '', signedIn('admin'))).toBe(paths.usersContracts);
    expect(resolveGuardRedirect(`${paths.contracts}/`, '', signedIn('admin'))).toBe(paths.usersContracts);
    expect(resolveGuardRedirect(paths.contracts, '', signedIn('editor'))).toBe(paths.templatesCreated);
  });

  it.each([
    [paths.users, paths.templatesCreated],
    [paths.addUser, paths.templatesCreated],
    [paths.newCategory, paths.categories],
    [paths.usersContracts, paths.templatesCreated],
    [paths.usersContractDetail, paths.templatesCreated],
  ])('sends an editor from %s to %s', (pathname, expected) => {
    expect(resolveGuardRedirect(pathname, '', signedIn('editor'))).toBe(expected);
  });

  it.each([paths.templatesCreated, paths.master, paths.uploadQuestions, paths.categories])(
    'lets an editor open %s',
    (pathname) => {
      expect(resolveGuardRedirect(pathname, '', signedIn('editor'))).toBeNull();
    },
  );

  it.each([paths.users, paths.addUser, paths.newCategory, paths.usersContracts, paths.templatesCreated])(
    'lets an admin open %s',
    (pathname) => {
      expect(resolveGuardRedirect(pathname, '', signedIn('admin'))).toBeNull();
    },
  );

  it.each([paths.contracts, paths.historical, paths.reservedArea, paths.cart])(
    'lets a user open %s',
    (pathname) => {
      expect(resolveGuardRedirect(pathname, '', signedIn('user'))).toBeNull();
    },
  );

  it('sends a visitor of the studio invitation to the login, which comes back to it with its token', () => {
    const target = resolveGuardRedirect(paths.studioInvitation, '?token=abc', anonymous);
    expect(target).toBe(
      `${paths.login}?ritorno=${encodeURIComponent(`${paths.studioInvitation}?token=abc`)}`,
    );
    expect(returnPathOf(new URL(target ?? '', 'http://x').search)).toBe(
      `${paths.studioInvitation}?token=abc`,
    );
    expect(resolveGuardRedirect(paths.studio, '', anonymous)).toBe(paths.login);
    expect(resolveGuardRedirect(paths.studioInvitation, '?token=abc', signedIn('user'))).toBeNull();
    expect(resolveGuardRedirect(paths.studioInvitation, '?token=abc', signedIn('admin'))).toBe(
      paths.usersContracts,
    );
  });

  it.each([
    '?ritorno=//evil.example',
    '?ritorno=https://evil.example',
    '?ritorno=/admin/utenti',
    '?ritorno=/user/\\x',
    '',
  ])('never comes back from the login to %s', (search) => {
    expect(returnPathOf(search)).toBeNull();
  });
});
