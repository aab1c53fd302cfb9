/** The roles an account can have. */
export const ROLES = ['user', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Who may call a route: a signed-in role, or `public` (no token needed). */
export type Audience = Role | 'public';

export const STAFF: readonly Role[] = ['editor', 'admin'];
export const SIGNED_IN: readonly Role[] = [...ROLES];

export const isStaff = (role: Role): boolean => STAFF.includes(role);
