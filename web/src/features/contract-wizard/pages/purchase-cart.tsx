import { priceBreakdownCents, VAT_PERCENT } from '@redigo/shared/money';
import { BillingCard } from '../../../components/invoices/billing-card';
import { Button } from '../../../components/ui/button';
import { Loader } from '../../../components/ui/feedback';
import { mayBuy } from '../../../lib/studio-membership';
import { AskALawyer } from '../../../components/studio/ask-a-lawyer';
import { CartLayout, CartLine } from '../components/cart-layout';
import { usePurchaseCart } from './use-purchase-cart';

/** The purchase: the order's lines, 'Acquista' to Stripe once the billing data are complete, and the return. */
export const PurchaseCart = () => {
  const { contract, sessionUser, accountPec, setBillingComplete, billingComplete, payment, membership, buy } =
    usePurchaseCart();
  if (!contract.id) return null;
  if (payment.kind === 'recording') return <Loader label="Registrazione del pagamento in corso..." />;

  const { subtotal, vat, total } = priceBreakdownCents(contract.price);
  const answers = contract.steps.length;
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
                accountPec={accountPec}
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
