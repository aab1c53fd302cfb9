import { paths, type PageName } from '@redigo/shared/paths';
import type { Role } from '@redigo/shared/roles';
import { loginReturningTo } from '../../lib/return-path';
import { pageEntries, type PageEntry } from '../pages';

export interface GuardSession {
  token: string | null;
  /** The stored user's role; a token without a stored user counts as role `user` (the client default). */
  role: Role | null;
}

/** Where each role lands after login and when it visits a public page while signed in (the page table's homes). */
const homeOf = (role: Role): string => {
  const home = pageEntries.find(([, entry]) => entry.homeOf?.includes(role));
  if (!home) throw new Error(`The page table gives the role ${role} no home`);
  return paths[home[0]];
};

const within = (pathname: string, base: string): boolean =>
  pathname === base || pathname.startsWith(`${base}/`);

/** The page shown at exactly `pathname`. */
const pageAt = (pathname: string): PageEntry | undefined =>
  pageEntries.find(([page]) => paths[page] === pathname)?.[1];

/** The signed-in page `pathname` is, or lies below (the longest such path): its rules cover what is under it. */
const signedInPageOver = (pathname: string): PageEntry | undefined => {
  let found: readonly [PageName, PageEntry] | undefined;
  for (const candidate of pageEntries) {
    const [page, entry] = candidate;
    if (entry.access.kind !== 'signed-in' || !within(pathname, paths[page])) continue;
    if (!found || paths[page].length > paths[found[0]].length) found = candidate;
  }
  return found?.[1];
};

const redirectOnce = (pathname: string, search: string, session: GuardSession): string | null => {
  const exact = pageAt(pathname);
  const role = session.role ?? 'user';
  if (exact?.access.kind === 'entry') return session.token ? homeOf(role) : paths.login;
  if (exact?.access.kind === 'public') {
    if (!session.token) return null;
    const stays = exact.access.signedInStays;
    if (stays === 'always') return null;
    if (stays === 'with-token' && new URLSearchParams(search).has('token')) return null;
    return homeOf(role);
  }
  const access = signedInPageOver(pathname)?.access;
  if (!session.token) {
    return access?.kind === 'signed-in' && access.returnAfterLogin
      ? loginReturningTo(`${pathname}${search}`)
      : paths.login;
  }

  if (access?.kind !== 'signed-in' || access.roles.includes(role)) return null;
  const elsewhere = access.elsewhere?.[role];
  return elsewhere ? paths[elsewhere] : homeOf(role);
};

/**
 * The routing guard of docs/product-spec.md section 2, on the page table's access rules: where a visit to
 * `pathname` must go instead, or null to show it. Redirects are followed to the final page.
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
    // The login's address with the page to come back to is where the visit ends.
    if (next.includes('?')) break;
    current = next;
  }
  return target;
};
