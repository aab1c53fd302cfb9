import { boolean, object, string, type InferType } from 'yup';
import { USER_STATUSES } from '../domain/user';
import { authMessages } from '../messages/auth';
import { validationMessages } from '../messages/validation';
import { createEditorSchema, requestObject } from './auth';
import { pagingFields } from './paging';

const LISTED_STATUSES = USER_STATUSES.filter((status) => status !== 'cancellato');

/** GET /user: page, limit (capped), and the filters of the admin's users table. */
export const listUsersQuerySchema = object({
  ...pagingFields,
  email_verified: boolean().optional().label('PEC verificata'),
  status: string()
    .oneOf([...LISTED_STATUSES], authMessages.invalidStatusFilter)
    .optional()
    .label('Stato'),
  name: string().trim().max(100, validationMessages.tooLong).optional().label('Ricerca'),
});
export type ListUsersQuery = InferType<typeof listUsersQuerySchema>;

/** POST /user: the editor form's fields; a `role` may be sent but only as `editor`. */
export const createEditorRequestSchema = createEditorSchema.shape({
  role: string().oneOf(['editor'], authMessages.onlyEditors).optional().label('Ruolo'),
});
export type CreateEditorRequest = InferType<typeof createEditorRequestSchema>;

/**
 * PUT /user/{id}: the newsletter consent. Name, surname and PEC, which the profile form sends along, are
 * read-only here (they change through support): like any other key, they are ignored.
 */
export const updateProfileSchema = requestObject({
  newsletter: boolean().required(validationMessages.required).label('Newsletter'),
});
export type UpdateProfileBody = InferType<typeof updateProfileSchema>;
