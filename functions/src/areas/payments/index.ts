// The payments module's public surface: what other modules may use of it (eslint.config.mjs enforces it).
export { createPaymentDeps, type PaymentDeps } from './payment-deps';
export { PaymentNotVerifiedError } from './payment-errors';
export { recordPayment } from './record-payment';
