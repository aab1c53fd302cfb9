import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { priceBreakdownCents, VAT_PERCENT } from '@redigo/shared/money';
import { paths } from '@redigo/shared/paths';
import { BillingCard } from '../../../components/invoices/billing-card';
import { turnLeavePromptOff, useWizardContract } from '../../questionnaire';
import { Button } from '../../../components/ui/button';
import { Loader } from '../../../components/ui/feedback';
import { goToExternalPage } from '../../../lib/external-navigation';
import { useSession } from '../../../lib/session';
import { useCurrentUser } from '../../../lib/use-current-user';
import { mayBuy, useMembership } from '../../../lib/studio-membership';
import { AskALawyer } from '../../../components/studio/ask-a-lawyer';
import { checkoutUrl } from '../api/contract-api';
import { CartLayout, CartLine } from '../components/cart-layout';
import { usePaymentReturn } from '../components/use-payment-return';
import { FreeUpdateCart } from './free-update-cart';

/** The cart: a free update's claim, or the purchase through Stripe with the billing data. */
export const CartPage = () => {
  const contract = useWizardContract();
  const { id, updating } = contract;
  if (!id || contract.status !== 'COMPLETED') return <Navigate to={paths.summary} replace />;
  return updating?.free ? (
    <FreeUpdateCart contract={{ ...contract, id }} updating={updating} />
  ) : (
    <PurchaseCart />
  );
};

/** The purchase: the order's lines, 'Acquista' to Stripe once the billing data are complete, and the return. */
const PurchaseCart = () => {
  const contract = useWizardContract();
  const sessionUser = useSession().user;
  const storedPec = sessionUser?.pec;
  const { data: user } = useCurrentUser(!storedPec);
  const [ownBillingComplete, setBillingComplete] = useState(false);
  const payment = usePaymentReturn(contract);
  // A member's purchase is invoiced to the studio, with the studio's billing data (docs/api.md, The studio).
  const membership = useMembership();
  const billingComplete = membership !== null || ownBillingComplete;

  if (!contract.id) return null;
  if (payment.kind === 'recording') return <Loader label="Registrazione del pagamento in corso..." />;

  const { subtotal, vat, total } = priceBreakdownCents(contract.price);
  const answers = contract.steps.length;
  const paymentUrl = checkoutUrl(contract.stripeUrl, contract.id, storedPec ?? user?.pec);
  const buy = () => {
    turnLeavePromptOff();
    goToExternalPage(paymentUrl);
  };
  return (
    <CartLayout
      failure={(payment.kind === 'failed' || payment.kind === 'error') && payment.message}
      label="Documento generato"
      title={contract.title}
      about={
        <>
          {answers} {answers === 1 ? 'risposta' : 'risposte'} al questionario
        </>
      }
      lines={
        <>
          <CartLine term="Subtotale" cents={subtotal} />
          <CartLine term={`IVA ${VAT_PERCENT} %`} cents={vat} />
          <CartLine term="Totale" cents={total} total />
        </>
      }
      footer={
        membership
          ? mayBuy(membership) && (
              <p className="cart__note">
                La fattura sarà intestata allo studio «{membership.studio.denominazione}», con i suoi dati di
                fatturazione.
              </p>
            )
          : sessionUser && (
              <BillingCard
                userId={sessionUser.id}
                accountPec={storedPec ?? user?.pec ?? ''}
                onComplete={setBillingComplete}
                openWhenEmpty
              />
            )
      }
    >
      {mayBuy(membership) ? (
        <>
          <Button block onClick={buy} disabled={!billingComplete}>
            Acquista
          </Button>
          {!billingComplete && (
            <p className="cart__note">Compila i dati di fatturazione per procedere all'acquisto.</p>
          )}
          <p className="cart__note">
            Pagamento sicuro con Stripe. Il documento resterà sempre nel tuo archivio.
          </p>
        </>
      ) : (
        <AskALawyer />
      )}
    </CartLayout>
  );
};
