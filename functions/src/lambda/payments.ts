import { paymentsLambda } from '../composition/payments';
export const handler = paymentsLambda();
