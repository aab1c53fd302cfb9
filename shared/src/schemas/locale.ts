import { setLocale } from 'yup';
import { validationMessages } from '../messages/validation';

/** yup's own messages, in Italian, for every schema built after this module is imported. */
setLocale({
  mixed: {
    required: validationMessages.required,
    notType: validationMessages.invalid,
    default: validationMessages.invalid,
    oneOf: validationMessages.invalid,
    notOneOf: validationMessages.invalid,
    defined: validationMessages.required,
    notNull: validationMessages.required,
  },
  string: {
    email: validationMessages.pec,
    url: validationMessages.url,
    max: validationMessages.tooLong,
    min: validationMessages.invalid,
    matches: validationMessages.invalid,
  },
  number: {
    min: validationMessages.invalid,
    max: validationMessages.invalid,
    integer: validationMessages.number,
  },
  array: {
    min: validationMessages.invalid,
    max: validationMessages.invalid,
  },
  boolean: { isValue: validationMessages.checkbox },
});

export {};
