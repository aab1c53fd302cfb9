import type { ComponentType } from 'react';
import type { PageName } from '@redigo/shared/paths';
import type { Role } from '@redigo/shared/roles';

/**
 * Who may open a page (docs/product-spec.md section 2, routing guard):
 * - `entry`: the root; a visitor goes on to the login, a signed-in person to their home;
 * - `public`: visitors without a session; a signed-in person goes to their home, unless `signedInStays`
 *   (`always`, or `with-token` when the link carries a `token` query);
 * - `signed-in`: the `roles` listed; another role goes to `elsewhere[role]`, by default to its home; a visitor to
 *   the login, and back here after it with `returnAfterLogin` (a mailed link: the studio's invitation);
 * - `link`: whoever holds the link, signed in or not, and nobody is sent elsewhere: a client's page (docs/api.md,
 *   "The client's data by link"), routed outside the guard (router.tsx).
 */
export type PageAccess =
  | { readonly kind: 'entry' }
  | { readonly kind: 'public'; readonly signedInStays?: 'always' | 'with-token' }
  | {
      readonly kind: 'signed-in';
      readonly roles: readonly Role[];
      readonly elsewhere?: Partial<Readonly<Record<Role, PageName>>>;
      /** A visitor is sent to the login with this page's address (`?ritorno=`), and comes back to it after. */
      readonly returnAfterLogin?: true;
    }
  | { readonly kind: 'link' };

/**
 * The frame around a page: the sign-in screens', the signed-in shell, the lawyer's wizard, the staff's test run, and
 * the client's page of a link (no account, none of the product's navigation).
 */
export type PageLayout = 'public' | 'shell' | 'wizard' | 'test-flow' | 'client';

/** A page's entry in the sidebar of the `roles` listed; entries are sorted by `order`. */
interface SidebarEntry {
  readonly label: string;
  readonly order: number;
  readonly roles: readonly Role[];
}

/** One page of the SPA: who may open it, its frame, its code (or where it sends on to) and its sidebar entry. */
export interface PageEntry {
  readonly access: PageAccess;
  /** Absent for the root, which only sends on. */
  readonly layout?: PageLayout;
  /** Lazily loaded (lazy-page.ts), but for the sign-in screens: see page-table.tsx. */
  readonly component?: ComponentType;
  /** A page with no screen of its own (an area's root) sends on to this one. */
  readonly redirectTo?: PageName;
  /** The roles for which this page is home: where they land after login and from the public pages. */
  readonly homeOf?: readonly Role[];
  readonly sidebar?: SidebarEntry;
}
