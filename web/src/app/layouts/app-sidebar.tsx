import { forwardRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { product } from '@redigo/shared/product';
import type { Role } from '@redigo/shared/roles';
import { ExternalLink } from '../../components/ui/external-link';
import { isSidebarItemActive, showsFaqLink, sidebarItems } from './sidebar-items';

/** The left navigation of the role; the entry whose route the current path contains is highlighted. */
interface AppSidebarProps {
  role: Role;
  id?: string;
  /** Folded away behind the Menu button (narrow screens): out of sight, of the tab order and of screen readers. */
  hidden?: boolean;
}

export const AppSidebar = forwardRef<HTMLElement, AppSidebarProps>(({ role, id, hidden = false }, ref) => {
  const { pathname } = useLocation();
  return (
    <nav
      ref={ref}
      id={id}
      className={hidden ? 'app-sidebar app-sidebar--folded' : 'app-sidebar'}
      aria-label="Navigazione principale"
      hidden={hidden}
    >
      <ul className="app-sidebar__list">
        {sidebarItems[role].map((item) => {
          const active = isSidebarItemActive(pathname, item);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className={active ? 'app-sidebar__link app-sidebar__link--active' : 'app-sidebar__link'}
                aria-current={active ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
      {showsFaqLink(role) && (
        <ExternalLink className="app-sidebar__external" href={product.faqUrl} arrow>
          F.A.Q. e Supporto
        </ExternalLink>
      )}
    </nav>
  );
});
AppSidebar.displayName = 'AppSidebar';
