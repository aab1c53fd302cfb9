import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { useRouteFocus } from '../../lib/use-focus-on-change';
import { useSession } from '../../lib/session';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { useSidebarMenu } from './use-sidebar-menu';
import './app-shell.css';

/** The signed-in layout: fixed header, the role's sidebar (behind the Menu button on narrow screens) and the page. */
export const AppShell = () => {
  const { user } = useSession();
  const menu = useSidebarMenu();
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return (
    <div className={menu.open ? 'shell shell--menu-open' : 'shell'}>
      <a className="skip-link" href="#main">
        Vai al contenuto
      </a>
      <AppHeader menu={menu} />
      <AppSidebar
        role={user?.role ?? 'user'}
        id="app-menu"
        ref={menu.panelRef}
        hidden={menu.folded && !menu.open}
      />
      {menu.open && <div className="shell__backdrop" aria-hidden="true" onClick={menu.toggle} />}
      <main ref={main} id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
};
