import { useRouteError } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { Button, ButtonAnchor } from '../components/ui/button';
import { Logo } from '../components/ui/logo';
import './styles/route-error-page.css';

/** Shown when a page fails to render or its code can't be loaded (e.g. after a new release). */
export const RouteErrorPage = () => {
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <main className="route-error">
      <Logo />
      <h1>Si è verificato un problema</h1>
      <p className="muted">
        La pagina non si è caricata correttamente. Ricarica la pagina o torna all'inizio.
      </p>
      <div className="row">
        <Button onClick={() => window.location.reload()}>Ricarica la pagina</Button>
        <ButtonAnchor href={paths.root} variant="outline">
          Torna all'inizio
        </ButtonAnchor>
      </div>
    </main>
  );
};
