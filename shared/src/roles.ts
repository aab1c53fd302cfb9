/** The roles an account can have. */
export const ROLES = ['user', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who may call a route: a signed-in role, `public` (no token needed), or `client`: the holder of a client token, the
 * one a lawyer's client gets from a link's code (docs/api.md, "The client's data by link"), which no other route
 * accepts.
 */
export type Audience = Role | 'public' | 'client';

export const STAFF: readonly Role[] = ['editor', 'admin'];
export const SIGNED_IN: readonly Role[] = [...ROLES];

export const isStaff = (role: Role): boolean => STAFF.includes(role);
