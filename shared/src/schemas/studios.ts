import './locale';
import { mixed, number, object, string, type InferType } from 'yup';
import { STUDIO_ROLES, type StudioRole } from '../domain/studio';
import { studioMessages as m } from '../messages/studios';
import { validationMessages } from '../messages/validation';
import { requestObject } from './auth';
import { billingSchema } from './billing';
import { pecField } from './fields';
import { pagingFields } from './paging';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/**
 * POST /studio and PUT /studio: `denominazione` and `billing` (PUT /user/{id}/billing's data, `kind: "studio"`, taken
 * when absent). The denominazione is one value: given beside the billing data's own, the two must agree (400);
 * given alone, it becomes the billing data's.
 */
export const studioBodySchema = requestObject({
  denominazione: string().trim().max(80, m.denominazioneRequired).optional().label('Denominazione'),
  billing: billingSchema
    .default(undefined)
    .required(m.billingRequired)
    .test('studio-kind', m.billingKind, (billing) => !billing || billing.kind === 'studio')
    .label('Dati di fatturazione'),
})
  .test('same-denominazione', m.denominazioneMismatch, function agree() {
    const original: unknown = this.originalValue;
    if (!isPlainObject(original) || !isPlainObject(original.billing)) return true;
    const [given, billed] = [trimmed(original.denominazione), trimmed(original.billing.denominazione)];
    return typeof given !== 'string' || typeof billed !== 'string' || !billed || given === billed;
  })
  .transform((value: unknown) => {
    if (!isPlainObject(value) || !isPlainObject(value.billing)) return value;
    const billing = value.billing;
    return {
      ...value,
      billing: {
        ...billing,
        kind: billing.kind ?? 'studio',
        denominazione: billing.denominazione || value.denominazione,
      },
    };
  });
export type StudioBody = InferType<typeof studioBodySchema>;

const roleField = () =>
  mixed<StudioRole>()
    .oneOf([...STUDIO_ROLES], m.role)
    .required(m.role)
    .label('Ruolo');

/** POST /studio/invitations: the PEC invited and the role offered. */
export const invitationBodySchema = requestObject({
  pec: pecField(),
  role: roleField(),
});
export type InvitationBody = InferType<typeof invitationBodySchema>;

/** POST /studio/invitations/accept: the token of the invitation's link. */
export const acceptInvitationSchema = requestObject({
  token: string()
    .trim()
    .required(m.token)
    .matches(/^[A-Za-z0-9_-]{16,64}$/, m.token)
    .label('Invito'),
});

/** PUT /studio/members/{userId}: the member's new role. */
export const memberRoleSchema = requestObject({ role: roleField() });

const yearField = () =>
  number().typeError(m.year).integer(m.year).min(2000, m.year).max(2999, m.year).label('Anno');
const monthField = () =>
  number().typeError(m.month).integer(m.month).min(1, m.month).max(12, m.month).label('Mese');

/** GET /studio/invoices: page, limit, and optionally a year and a month (1–12). */
export const studioInvoicesQuerySchema = object({
  ...pagingFields,
  year: yearField().optional(),
  month: monthField().optional(),
});
export type StudioInvoicesQuery = InferType<typeof studioInvoicesQuerySchema>;

/** GET /studio/invoices/zip: the year and month whose issued invoices' XML the accountant gets. */
export const studioInvoicesZipQuerySchema = object({
  year: yearField().required(validationMessages.required),
  month: monthField().required(validationMessages.required),
});
