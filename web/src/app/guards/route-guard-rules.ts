import { paths, PUBLIC_PAGES } from '@redigo/shared/paths';
import type { Role } from '@redigo/shared/roles';

export interface GuardSession {
  token: string | null;
  /** The stored user's role; a token without a stored user counts as role `user` (the client default). */
  role: Role | null;
}

/** Where each role lands after login and when it visits a public page while signed in. */
export const homeOf = (role: Role): string => {
  if (role === 'admin') return paths.usersContracts;
  if (role === 'editor') return paths.templatesCreated;
  return paths.contracts;
};

const within = (pathname: string, base: string): boolean =>
  pathname === base || pathname.startsWith(`${base}/`);

const publicPaths: readonly string[] = PUBLIC_PAGES.map((page) => paths[page]);

/** Pages an editor may not open, and where they go instead. */
const editorRedirects: ReadonlyArray<readonly [string, string]> = [
  [paths.users, paths.templatesCreated],
  [paths.addUser, paths.templatesCreated],
  [paths.newCategory, paths.categories],
  [paths.usersContracts, paths.templatesCreated],
  [paths.invoices, paths.templatesCreated],
];

const redirectOnce = (pathname: string, search: string, session: GuardSession): string | null => {
  const isRoot = pathname === paths.root;
  const isPublic = publicPaths.includes(pathname);
  if (isRoot || isPublic) {
    if (!session.token) return isRoot ? paths.login : null;
    if (pathname === paths.logout) return null;
    // A reset link opened while signed in (the profile's 'change password' mails one) must still work.
    if (pathname === paths.resetPassword && new URLSearchParams(search).has('token')) return null;
    return homeOf(session.role ?? 'user');
  }
  if (!session.token) return paths.login;

  const role = session.role ?? 'user';
  if (within(pathname, paths.admin)) {
    if (role === 'user') return paths.contracts;
    if (role === 'editor') return editorRedirects.find(([page]) => within(pathname, page))?.[1] ?? null;
    return null;
  }
  if (within(pathname, paths.user) && role !== 'user') return paths.usersContracts;
  return null;
};

/**
 * The routing guard of docs/product-spec.md section 2: where a visit to `pathname` must go instead, or null to
 * show it. Redirects are followed to the final page (a user page visited by an editor ends on the editor's
 * home, through USERS_CONTRACTS).
 */
export const resolveGuardRedirect = (
  pathname: string,
  search: string,
  session: GuardSession,
): string | null => {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let target: string | null = null;
  let current = normalised;
  for (let hop = 0; hop < 5; hop += 1) {
    const next = redirectOnce(current, hop === 0 ? search : '', session);
    if (next === null || next === current) break;
    target = next;
    current = next;
  }
  return target;
};
