export { authMessages } from './auth';
export { contractMessages } from './contracts';
export { httpMessages } from './http';
export { validationMessages } from './validation';
