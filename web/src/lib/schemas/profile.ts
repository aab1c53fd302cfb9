import { boolean, object, type InferType } from 'yup';

/**
 * The profile's marketing consent form (PUT /user/{id} with `newsletter`). Meant to move to
 * `@redigo/shared/schemas`.
 */
export const newsletterSchema = object({ newsletter: boolean().required() });
export type NewsletterForm = InferType<typeof newsletterSchema>;
