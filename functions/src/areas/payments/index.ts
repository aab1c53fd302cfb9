// The payments module's public surface: what other modules may use of it (eslint.config.mjs enforces it).
export { PaymentProviderError } from './payment-errors';
export type { CheckoutSession, CheckoutSessions } from './checkout-sessions';
export type { PaymentDeps } from './payment-deps';
export { PaymentNotVerifiedError } from './payment-errors';
export * from './payment-record';
export type {
  ContractBought,
  PaymentRecording,
  PaymentRepository,
  RecordOutcome,
} from './payment-repository';
export { paymentRoutes } from './payment-routes';
export { recordPayment } from './record-payment';
