import { useEffect, useRef, useState } from 'react';
import type { Billing } from '@redigo/shared/domain/invoice';
import { errorMessageOf } from '../../lib/api-error';
import { useFocusOnChange } from '../../lib/use-focus-on-change';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Loader } from '../ui/feedback';
import { NotificationCard } from '../ui/notification-card';
import { BillingForm } from './billing-form';
import { saveBilling, useBilling } from './invoice-api';
import './invoices.css';

const holderOf = (billing: Billing): string =>
  billing.kind === 'studio'
    ? (billing.denominazione ?? '')
    : `${billing.name ?? ''} ${billing.surname ?? ''}`;

export const BillingSummary = ({ billing, accountPec }: { billing: Billing; accountPec: string }) => (
  <dl className="billing-summary">
    <div>
      <dt>Intestatario</dt>
      <dd>{holderOf(billing)}</dd>
    </div>
    <div>
      <dt>Codice fiscale / Partita IVA</dt>
      <dd>
        {billing.codice_fiscale} / {billing.partita_iva}
      </dd>
    </div>
    <div>
      <dt>Sede</dt>
      <dd>
        {billing.indirizzo}, {billing.cap} {billing.comune} ({billing.provincia})
      </dd>
    </div>
    <div>
      <dt>Recapito della fattura</dt>
      <dd>
        {billing.codice_destinatario
          ? `Codice destinatario ${billing.codice_destinatario}`
          : `PEC ${billing.pec_destinatario ?? accountPec}`}
      </dd>
    </div>
  </dl>
);

interface BillingCardProps {
  userId: string;
  accountPec: string;
  /** Told whether the data are complete (saved), e.g. so the cart lets 'Acquista' go on. */
  onComplete?: (complete: boolean) => void;
  /** The cart: the form is open at once while there are no data. */
  openWhenEmpty?: boolean;
}

/** «Dati di fatturazione»: the saved data, or the form to give or change them. */
export const BillingCard = ({ userId, accountPec, onComplete, openWhenEmpty = false }: BillingCardProps) => {
  const { data: billing, error, mutate, isLoading } = useBilling(userId);
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const complete = Boolean(billing);
  // When the form closes (saved or cancelled) its buttons are gone: the focus goes on from the card's content.
  const content = useRef<HTMLDivElement>(null);
  const [closings, setClosings] = useState(0);
  useFocusOnChange(content, closings);
  const closeForm = () => {
    setEditing(false);
    setClosings((count) => count + 1);
  };
  useEffect(() => onComplete?.(complete), [complete, onComplete]);

  const save = async (values: Billing) => {
    setFailure(null);
    try {
      await mutate(await saveBilling(userId, values), { revalidate: false });
      closeForm();
    } catch (saveError) {
      setFailure(errorMessageOf(saveError));
    }
  };

  let body;
  if (error) body = <NotificationCard variant="error">{errorMessageOf(error)}</NotificationCard>;
  else if (isLoading) body = <Loader label="Caricamento dei dati di fatturazione..." />;
  else if (billing && !editing)
    body = (
      <>
        <BillingSummary billing={billing} accountPec={accountPec} />
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          Modifica
        </Button>
      </>
    );
  else if (!billing && !editing && !openWhenEmpty)
    body = (
      <>
        <p className="muted">
          Servono per la fattura elettronica di ogni acquisto: compilali una volta sola.
        </p>
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          Compila i dati di fatturazione
        </Button>
      </>
    );
  else
    body = (
      <>
        {!billing && (
          <p className="muted">
            Servono per la fattura elettronica di ogni acquisto: compilali una volta sola.
          </p>
        )}
        <BillingForm
          initial={billing ?? null}
          accountPec={accountPec}
          onSave={save}
          onCancel={billing ? closeForm : undefined}
        />
      </>
    );
  return (
    <Card title="Dati di fatturazione">
      <div className="stack" ref={content} tabIndex={-1}>
        {body}
        {failure && <NotificationCard variant="error">{failure}</NotificationCard>}
      </div>
    </Card>
  );
};
