import { errorMessageOf } from '../../lib/api-error';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Loader } from '../ui/feedback';
import { NotificationCard } from '../ui/notification-card';
import { BillingForm } from './billing-form';
import { BillingSummary } from './billing-summary';
import { useBillingCard } from './use-billing-card';
import './invoices.css';

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
  const { billing, error, isLoading, editing, setEditing, failure, content, closeForm, save } =
    useBillingCard(userId, onComplete);

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
