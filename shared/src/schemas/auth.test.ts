import { ValidationError } from 'yup';
import {
  changeUserStatusSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginSchema,
  registerSchema,
} from './auth';
import { createEditorRequestSchema, listUsersQuerySchema, updateProfileSchema } from './users';

const OPTIONS = { abortEarly: false, stripUnknown: true } as const;
const problems = (
  schema: { validate: (v: unknown, o: typeof OPTIONS) => Promise<unknown> },
  value: unknown,
) =>
  schema.validate(value, OPTIONS).then(
    () => [],
    (error: unknown) => (error instanceof ValidationError ? error.errors : ['not a validation error']),
  );

describe('request schemas', () => {
  it.each([
    ['an object in a trimmed text field', { pec: { $ne: null }, password: 'x' }],
    ['an array in a trimmed text field', { pec: ['a@pec.it'], password: 'x' }],
    ['a key named like an Object.prototype member', { constructor: { prototype: {} }, toString: 1 }],
  ])('refuses %s with validation errors, not a crash', async (_case, body) => {
    expect(await problems(loginSchema, body)).not.toEqual([]);
    expect(await problems(loginSchema, body)).not.toContain('not a validation error');
  });

  it('takes any PEC text at login and for a forgotten password, but checks it in the forms', async () => {
    const body = { pec: ' non-un-indirizzo ', password: 'x' };
    expect(await loginRequestSchema.validate(body, OPTIONS)).toEqual({
      pec: 'non-un-indirizzo',
      password: 'x',
    });
    expect(await problems(forgotPasswordRequestSchema, { pec: 'a@' })).toEqual([]);
    expect(await problems(loginRequestSchema, { pec: '  ', password: 'x' })).toEqual(['Campo obbligatorio.']);
    expect(await problems(forgotPasswordRequestSchema, { pec: 12345 })).not.toEqual([]);
    expect(await problems(forgotPasswordRequestSchema, { pec: 'a\u0000@pec.it' })).toEqual([
      'Campo non valido',
    ]);
    expect(await problems(loginSchema, body)).toEqual(['Indirizzo PEC non valido.']);
    expect(await problems(registerSchema, { pec: 'a@' })).toContain('Indirizzo PEC non valido.');
  });

  it('keeps only its own keys', async () => {
    const body = { pec: ' A@Pec.it ', password: 'x', role: 'admin', __proto__: { admin: true } };
    expect(await loginSchema.validate(body, OPTIONS)).toEqual({ pec: 'A@Pec.it', password: 'x' });
  });

  it('asks for the three consents and lets the newsletter default to false', async () => {
    const body = { name: 'Anna', surname: 'Neri', pec: 'anna@pec.it', password: 'Tartaruga!Blu7' };
    expect(await problems(registerSchema, body)).toEqual([
      'Conferma questo campo per poter procedere.',
      'Conferma questo campo per poter procedere.',
      'Conferma questo campo per poter procedere.',
    ]);
    const valid = { ...body, terms_acceptance: true, privacy: true, terms_art_9_10: true };
    expect(await registerSchema.validate(valid, OPTIONS)).toMatchObject({ newsletter: false });
  });

  it('accepts only the known statuses', async () => {
    expect(await problems(changeUserStatusSchema, { userId: 'u1', status: 'attivo' })).toEqual([
      'Campo non valido',
    ]);
    expect(await problems(changeUserStatusSchema, { userId: 'u1', status: 'sospeso' })).toEqual([]);
  });

  it('lets an editor be created only as an editor', async () => {
    const body = { name: 'Elio', surname: 'Verdi', pec: 'elio@pec.it', password: 'Scrivania#Blu4' };
    expect(await problems(createEditorRequestSchema, { ...body, role: 'editor' })).toEqual([]);
    expect(await problems(createEditorRequestSchema, { ...body, role: 'admin' })).toEqual([
      'Da qui si possono creare solo utenti editor.',
    ]);
  });

  it('needs the newsletter choice on a profile update', async () => {
    expect(await problems(updateProfileSchema, { name: 'Anna' })).toEqual(['Campo obbligatorio.']);
  });

  it('reads the users query with defaults and caps the page size', async () => {
    expect(await listUsersQuerySchema.validate({}, OPTIONS)).toEqual({ page: 1, limit: 10 });
    expect(await listUsersQuerySchema.validate({ limit: '5000', email_verified: 'true' }, OPTIONS)).toEqual({
      page: 1,
      limit: 1000,
      email_verified: true,
    });
    expect(await problems(listUsersQuerySchema, { status: 'cancellato' })).toEqual(['Stato non valido.']);
  });
});
