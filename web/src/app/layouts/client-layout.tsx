import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { product } from '@redigo/shared/product';
import { Logo } from '../../components/ui/logo';
import { useRouteFocus } from '../../lib/use-focus-on-change';
import './client-layout.css';

/**
 * The frame of a client's page (docs/api.md, "The client's data by link"): the product's name and one column, made
 * for a phone first, with none of the lawyer's navigation. The client has no account and reaches nothing else.
 */
export const ClientLayout = () => {
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return (
    <div className="client">
      <header className="client__header">
        <Logo />
      </header>
      <main ref={main} id="main" className="client__main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="client__footer">
        <p>
          {product.name} è il servizio che il tuo avvocato usa per preparare i contratti. I dati che inserisci
          qui li legge solo il tuo avvocato.
        </p>
      </footer>
    </div>
  );
};
