import './locale';
import { number } from 'yup';
import { validationMessages as m } from '../messages/validation';

/** The page size of lists when none is asked, and the largest one served (docs/api.md, Conventions). */
export const LIST_DEFAULT_LIMIT = 10;
export const LIST_MAX_LIMIT = 1000;

/**
 * `page` and `limit` of every list's query (docs/api.md, Conventions): a page from 1 (at most 1,000,000), a limit
 * from 1, 10 when none is asked and never more than 1,000 served (a larger one is read as 1,000, not refused).
 */
export const pagingFields = {
  page: number()
    .typeError(m.number)
    .integer(m.number)
    .min(1, m.invalid)
    .max(1_000_000, m.invalid)
    .default(1)
    .label('Pagina'),
  limit: number()
    .typeError(m.number)
    .integer(m.number)
    .min(1, m.invalid)
    .default(LIST_DEFAULT_LIMIT)
    .transform((value: number) => (Number.isFinite(value) ? Math.min(value, LIST_MAX_LIMIT) : value))
    .label('Elementi per pagina'),
};
