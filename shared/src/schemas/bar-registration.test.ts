import { BAR_COUNCILS, isBarCouncil } from '../bar-councils';
import { authMessages } from '../messages/auth';
import { validationMessages } from '../messages/validation';
import { registerSchema, registrationFormSchema } from './auth';

const body = {
  name: 'Giulia',
  surname: 'Bianchi',
  pec: 'giulia@pec.it',
  password: 'Tartaruga!Blu7',
  terms_acceptance: true,
  privacy: true,
  terms_art_9_10: true,
};

const errorsOf = async (schema: typeof registerSchema, value: unknown): Promise<string[]> => {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('the Ordini degli Avvocati', () => {
  it('lists one Ordine per Tribunale, 140, each once', () => {
    expect(BAR_COUNCILS).toHaveLength(140);
    expect(new Set(BAR_COUNCILS).size).toBe(140);
    expect(isBarCouncil('Milano')).toBe(true);
    expect(isBarCouncil('Napoli Nord')).toBe(true);
    expect(isBarCouncil('Gotham')).toBe(false);
  });
});

describe('POST /auth/register: ordine and codice_fiscale', () => {
  it('takes a body without them, as the published contract allows', async () => {
    expect(await errorsOf(registerSchema, body)).toEqual([]);
  });

  it('takes valid ones, the codice fiscale upper case without spaces', async () => {
    const valid = await registerSchema.validate({
      ...body,
      ordine: 'Milano',
      codice_fiscale: 'rssmra85t10 a562s',
    });
    expect(valid.ordine).toBe('Milano');
    expect(valid.codice_fiscale).toBe('RSSMRA85T10A562S');
  });

  it('refuses an unknown Ordine and a wrong check letter, one Italian message each', async () => {
    const errors = await errorsOf(registerSchema, {
      ...body,
      ordine: 'Gotham',
      codice_fiscale: 'RSSMRA85T10A562T',
    });
    expect(errors).toEqual([authMessages.barCouncil, authMessages.codiceFiscale]);
  });

  it('refuses values that are not text', async () => {
    const errors = await errorsOf(registerSchema, { ...body, ordine: ['Milano'], codice_fiscale: { a: 1 } });
    expect(errors).toEqual([authMessages.barCouncil, authMessages.codiceFiscale]);
  });
});

describe('the registration form', () => {
  it('requires the Ordine and the codice fiscale', async () => {
    const form = { ...body, lastName: body.surname, ordine: '', codice_fiscale: '' };
    const errors = await errorsOf(registrationFormSchema as unknown as typeof registerSchema, form);
    expect(errors).toEqual([validationMessages.required, validationMessages.required]);
  });
});
