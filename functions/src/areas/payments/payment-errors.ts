import { paymentMessages } from '@redigo/shared/messages/payments';
import { templateVersionMessages } from '@redigo/shared/messages/template-versions';
import { AppError, ServiceUnavailableError } from '../../errors/app-errors';

/** 402 with the spec's payment-failure message; `reason` (one of `paymentMessages.reasons`) goes in `errors`. */
export class PaymentNotVerifiedError extends AppError {
  constructor(readonly reason: string) {
    super(402, 'PAYMENT_REQUIRED', paymentMessages.paymentFailed, [reason]);
  }
}

/**
 * Stripe could not be asked (network, outage, rate limit, a key it refuses): 503, so that the cart can say to
 * retry and Stripe retries its webhook delivery. Nothing was recorded.
 */
export class PaymentProviderError extends ServiceUnavailableError {
  constructor(readonly detail: string) {
    super(paymentMessages.providerUnavailable);
  }
}

/** 402 UPDATE_NOT_FREE: a free update claimed for an update that is not free (it is bought in the cart). */
export class UpdateNotFreeError extends AppError {
  constructor(message: string = templateVersionMessages.notFree) {
    super(402, 'UPDATE_NOT_FREE', message);
  }
}
