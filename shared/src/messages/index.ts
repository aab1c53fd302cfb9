export { httpMessages } from './http';
export { validationMessages } from './validation';
