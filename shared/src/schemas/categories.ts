import './locale';
import { object, string, type InferType } from 'yup';
import { validationMessages } from '../messages/validation';
import { withSafeCharacters } from './fields';

/** POST /category and PUT /category/{id}, and the category form: the name only. */
export const categorySchema = object({
  name: withSafeCharacters(string().trim().max(100, validationMessages.tooLong))
    .required(validationMessages.required)
    .label('Nome'),
});
export type CategoryBody = InferType<typeof categorySchema>;
