import { paths } from '@redigo/shared/paths';

/** The login's query parameter naming the page to come back to after signing in. */
const RETURN_PARAM = 'ritorno';

/** The login's address that comes back to `target` (a path with its query) once signed in. */
export const loginReturningTo = (target: string): string =>
  `${paths.login}?${new URLSearchParams({ [RETURN_PARAM]: target }).toString()}`;

/**
 * The page a login's query asks to come back to, when it is one of the lawyer's own pages: never another site
 * (`//host`, `/\host`, `https:`), so that a crafted login link cannot send a lawyer away after signing in.
 */
export const returnPathOf = (search: string): string | null => {
  const target = new URLSearchParams(search).get(RETURN_PARAM);
  if (!target || !target.startsWith(`${paths.user}/`)) return null;
  if (/[\\\s]/.test(target) || target.includes('//')) return null;
  return target;
};
