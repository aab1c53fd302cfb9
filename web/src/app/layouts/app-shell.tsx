import { Outlet } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import './app-shell.css';

/** The signed-in layout: fixed header, the role's sidebar and the page. */
export const AppShell = () => {
  const { user } = useSession();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Vai al contenuto
      </a>
      <AppHeader />
      <AppSidebar role={user?.role ?? 'user'} />
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
};
