import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { Button } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import '../../components/ui/form-fields.css';
import { useSession } from '../../lib/session';
import type { SidebarMenu } from './use-sidebar-menu';

const fullName = (name: string, surname: string): string =>
  `${name} ${surname}`.replace(/\S+/g, (word) => word.charAt(0).toUpperCase() + word.slice(1));

/** The fixed top bar: the logo (to the role's home) and, when signed in, the name and Logout. */
export const AppHeader = ({ menu }: { menu?: SidebarMenu }) => {
  const { refreshToken, user } = useSession();
  const navigate = useNavigate();
  const logoTarget = user && user.role !== 'user' ? paths.usersContracts : paths.contracts;
  return (
    <header className="app-header">
      {menu?.folded && (
        <button
          ref={menu.buttonRef}
          type="button"
          className="app-header__menu light-button"
          aria-expanded={menu.open}
          aria-controls="app-menu"
          onClick={menu.toggle}
        >
          <span className="app-header__menu-icon" aria-hidden="true" />
          Menu
        </button>
      )}
      <Link to={logoTarget} className="app-header__logo" aria-label="Redigo, pagina iniziale">
        <Logo />
      </Link>
      {refreshToken && (
        <div className="app-header__session">
          {user && (
            <span className="app-header__user">
              <span className="app-header__avatar" aria-hidden="true">
                {user.name.charAt(0).toUpperCase()}
                {user.surname.charAt(0).toUpperCase()}
              </span>
              {/* Narrow screens (the folded sidebar's) keep only the initials in sight. */}
              <span
                className={menu?.folded ? 'app-header__user-name visually-hidden' : 'app-header__user-name'}
              >
                {fullName(user.name, user.surname)}
              </span>
            </span>
          )}
          <Button variant="outline" size="sm" onClick={() => navigate(paths.logout)}>
            Logout
          </Button>
        </div>
      )}
    </header>
  );
};
