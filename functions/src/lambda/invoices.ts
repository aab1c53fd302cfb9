import { invoicesLambda } from '../composition/invoices';
export const handler = invoicesLambda();
