import { Navigate } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { useWizardContract } from '../../questionnaire';
import { FreeUpdateCart } from './free-update-cart';
import { PurchaseCart } from './purchase-cart';

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
