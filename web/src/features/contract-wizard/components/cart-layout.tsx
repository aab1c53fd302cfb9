import type { ReactNode } from 'react';
import { formatEuroCents } from '@redigo/shared/money';
import { paths } from '@redigo/shared/paths';
import { ButtonLink } from '../../../components/ui/button';
import { NotificationCard } from '../../../components/ui/notification-card';
import { FlowActions, FlowPanel } from '../../questionnaire';
import './cart.css';

interface CartLayoutProps {
  /** What went wrong, above the cart. */
  failure?: ReactNode;
  /** Over the document's title: «Documento generato», «Aggiornamento gratuito». */
  label: string;
  title: string;
  /** Under the title: what the cart is for. */
  about: ReactNode;
  /** The order's lines (`CartLine`). */
  lines: ReactNode;
  /** Under the lines: the button that concludes, and its notes. */
  children: ReactNode;
  /** Under the cart, before «Torna all'anteprima»: the billing data. */
  footer?: ReactNode;
}

/** A cart: the document, the order's summary with what concludes it, and the way back to the preview. */
export const CartLayout = ({ failure, label, title, about, lines, children, footer }: CartLayoutProps) => (
  <div className="stack">
    {failure && <NotificationCard variant="error">{failure}</NotificationCard>}
    <div className="cart">
      <FlowPanel as="section" className="cart__document" aria-labelledby="cart-document">
        <p className="cart__label">{label}</p>
        <h2 id="cart-document">{title}</h2>
        <p className="muted">{about}</p>
      </FlowPanel>
      <FlowPanel as="section" className="cart__total" aria-labelledby="cart-total">
        <h2 id="cart-total">Riepilogo dell'ordine</h2>
        <dl className="cart__lines">{lines}</dl>
        {children}
      </FlowPanel>
    </div>
    {footer}
    <FlowActions>
      <ButtonLink to={paths.preview} variant="outline">
        Torna all'anteprima
      </ButtonLink>
    </FlowActions>
  </div>
);

/** One line of the order: what and how much; `total`, the line that says what is paid. */
export const CartLine = ({
  term,
  cents,
  total = false,
}: {
  term: ReactNode;
  cents: number;
  total?: boolean;
}) => (
  <div className={total ? 'cart__grand' : undefined}>
    <dt>{term}</dt>
    <dd>{formatEuroCents(cents)}</dd>
  </div>
);
