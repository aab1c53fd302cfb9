export { authMessages } from './auth';
export { contractMessages } from './contracts';
export { httpMessages } from './http';
export { paymentMessages } from './payments';
export { validationMessages } from './validation';
