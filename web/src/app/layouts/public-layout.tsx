import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { product } from '@redigo/shared/product';
import { Logo } from '../../components/ui/logo';
import { useRouteFocus } from '../../lib/use-focus-on-change';
import './public-layout.css';

/** Sign-in, registration and the other pages reached without an account. */
export const PublicLayout = () => {
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return (
    <div className="public">
      <aside className="public__brand">
        <Logo light />
        <div className="public__pitch">
          <p className="public__tagline">{product.tagline}</p>
          <ul className="public__points">
            <li>Un questionario guidato, domanda dopo domanda</li>
            <li>Anteprima gratuita prima dell'acquisto</li>
            <li>Documento .docx modificabile, sempre nel tuo archivio</li>
          </ul>
        </div>
        <p className="public__footer">Riservato agli avvocati iscritti all'Albo</p>
      </aside>
      <main ref={main} id="main" className="public__content" tabIndex={-1}>
        <div className="public__panel">
          <Outlet />
        </div>
      </main>
    </div>
  );
};
