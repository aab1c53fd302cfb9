import { useState } from 'react';
import { useWizardContract, turnLeavePromptOff } from '../../questionnaire';
import { goToExternalPage } from '../../../lib/external-navigation';
import { useSession } from '../../../lib/session';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useMembership } from '../../../lib/studio-membership';
import { checkoutUrl } from '../api/contract-api';
import { usePaymentReturn } from '../components/use-payment-return';

/**
 * The state of the purchase: the lawyer's PEC (the session's, else the account's), whether the billing data are
 * complete (a member's purchase is the studio's), the return from Stripe, and «Acquista», to Stripe's checkout.
 */
export const usePurchaseCart = () => {
  const contract = useWizardContract();
  const sessionUser = useSession().user;
  const storedPec = sessionUser?.pec;
  const { data: user } = useCurrentUser(!storedPec);
  const [ownBillingComplete, setBillingComplete] = useState(false);
  const payment = usePaymentReturn(contract);
  // A member's purchase is invoiced to the studio, with the studio's billing data (docs/api.md, The studio).
  const membership = useMembership();
  const billingComplete = membership !== null || ownBillingComplete;
  const accountPec = storedPec ?? user?.pec;
  const buy = () => {
    if (!contract.id) return;
    turnLeavePromptOff();
    goToExternalPage(checkoutUrl(contract.stripeUrl, contract.id, accountPec));
  };
  return {
    contract,
    sessionUser,
    accountPec: accountPec ?? '',
    setBillingComplete,
    billingComplete,
    payment,
    membership,
    buy,
  };
};
