export { authMessages } from './auth';
export { httpMessages } from './http';
export { validationMessages } from './validation';
