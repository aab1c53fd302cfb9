import { ValidationError } from 'yup';
import { validationMessages as m } from '../messages/validation';
import { adminMessages } from '../messages/admin';
import { templateBodySchema, templateFieldsSchema, templateFilesSchema } from './templates';

const form = {
  name: 'Locazione 4+4',
  description: 'Contratto di locazione abitativa',
  categoryId: 'cat-1',
  price: '49,90',
  stripe_url: 'https://buy.stripe.com/test_1',
  min_questions: '5',
  max_questions: '12',
  min_time: '10',
  max_time: '20',
};

/** Each failing path with its message. */
const errorsOf = async (
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  value: unknown,
) => {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((e) => [e.path, e.message]));
  }
};

describe('template fields schema', () => {
  it('accepts a form as typed and casts it to the body numbers', async () => {
    expect(await errorsOf(templateFieldsSchema, form)).toEqual({});
    expect(templateFieldsSchema.cast(form)).toMatchObject({ price: 49.9, min_questions: 5, max_time: 20 });
  });

  it('requires title, description, category, price and the payment link', async () => {
    const errors = await errorsOf(templateFieldsSchema, {
      ...form,
      name: ' ',
      description: '',
      categoryId: '',
      price: '',
      stripe_url: '',
    });
    expect(errors).toEqual({
      name: m.required,
      description: m.required,
      categoryId: m.required,
      price: m.required,
      stripe_url: m.required,
    });
  });

  it.each(['12a', '-3', '1e3', '2.5', '+4'])(
    'refuses %p as a count with "Deve essere un numero"',
    async (text) => {
      const errors = await errorsOf(templateFieldsSchema, { ...form, min_questions: text, min_time: text });
      expect(errors).toMatchObject({ min_questions: m.number, min_time: m.number });
    },
  );

  it('refuses a price that is not digits, and more than two decimals', async () => {
    expect(await errorsOf(templateFieldsSchema, { ...form, price: '49€' })).toEqual({ price: m.number });
    expect(await errorsOf(templateFieldsSchema, { ...form, price: '49,999' })).toEqual({
      price: adminMessages.priceDecimals,
    });
    expect(await errorsOf(templateFieldsSchema, { ...form, price: -1 })).toEqual({ price: m.number });
  });

  it.each(['buy.stripe.com/x', 'javascript:alert(1)', 'non un link'])('refuses %p as a URL', async (url) => {
    expect(await errorsOf(templateFieldsSchema, { ...form, stripe_url: url })).toEqual({ stripe_url: m.url });
  });

  it('accepts a local http link', async () => {
    const url = 'http://localhost:3000/_local/stripe/pay/abc';
    expect(await errorsOf(templateFieldsSchema, { ...form, stripe_url: url })).toEqual({});
  });

  it('refuses a maximum below its minimum', async () => {
    const errors = await errorsOf(templateFieldsSchema, { ...form, max_questions: '4', max_time: '9' });
    expect(errors).toEqual({ max_questions: adminMessages.maxBelowMin, max_time: adminMessages.maxBelowMin });
  });

  it('takes the question and minute ranges as optional: empty, null or missing means not given', async () => {
    const empty = { ...form, min_questions: '', max_questions: ' ', min_time: null, max_time: undefined };

    expect(await errorsOf(templateFieldsSchema, empty)).toEqual({});
    expect(templateFieldsSchema.cast(empty)).toEqual({
      name: form.name,
      description: form.description,
      categoryId: form.categoryId,
      price: 49.9,
      stripe_url: form.stripe_url,
    });
    expect(await errorsOf(templateFieldsSchema, { ...form, min_questions: '', max_questions: '3' })).toEqual(
      {},
    );
    expect(await errorsOf(templateFieldsSchema, { ...form, min_time: '', max_time: 'tanti' })).toEqual({
      max_time: m.number,
    });
  });
});

describe('template body schema', () => {
  it('requires both documents and checks the questions by shape', async () => {
    const errors = await errorsOf(templateBodySchema, {
      ...form,
      file_name: '',
      json_questions: [{ variable: 'durata', question: 'Durata?', options: ['4+4'], required_answers: [] }],
    });
    expect(errors).toEqual({
      file_name: m.docxRequired,
      preview_name: m.docxRequired,
      'json_questions[0].options': m.atLeastTwoAnswers,
    });
  });
});

describe('template body schema with a group', () => {
  const locatori = {
    variable: 'locatori',
    question: 'Chi sono i locatori?',
    type: 'group',
    item_label: 'Locatore',
    min_items: 1,
    max_items: 2,
    fields: [{ variable: 'nome', question: 'Nome', type: 'text' }],
  };
  const body = (question: object) => ({
    ...form,
    file_name: 'm.docx',
    preview_name: 'p.docx',
    json_questions: [question],
  });

  it('keeps a group’s label, bounds and fields, with the fields’ defaults', async () => {
    const saved = await templateBodySchema.validate(body(locatori), { stripUnknown: true });
    expect(saved.json_questions[0]).toEqual({
      ...locatori,
      options: [],
      is_multiple_selection: false,
      required_answers: [],
      fields: [{ ...locatori.fields[0], options: [], is_multiple_selection: false, required_answers: [] }],
    });
  });

  it('refuses a group’s shape by field, and every problem of its definition', async () => {
    expect(
      await errorsOf(templateBodySchema, body({ ...locatori, min_items: 'uno', fields: 'nome' })),
    ).toEqual({
      'json_questions[0].min_items': m.number,
      'json_questions[0].fields': m.notAList,
    });
    expect(await errorsOf(templateBodySchema, body({ ...locatori, fields: [null, 5] }))).toEqual({
      'json_questions[0].fields[0]': m.required,
      'json_questions[0].fields[1]': m.invalid,
    });
    const wrong = {
      ...locatori,
      item_label: '',
      max_items: 21,
      fields: [{ ...locatori.fields[0], variable: '$x' }],
    };
    await expect(templateBodySchema.validate(body(wrong), { abortEarly: false })).rejects.toMatchObject({
      errors: [
        'Domanda n. 1 ("locatori"): L\'etichetta di un elemento (item_label) deve avere da 1 a 40 caratteri, per esempio "Locatore".',
        'Domanda n. 1 ("locatori"): "max_items" deve essere un numero intero da 1 a 20.',
        'Domanda n. 1 ("locatori"): campo n. 1 ("$x"): La chiave di un campo non può iniziare con $: i nomi con $ sono riservati ai cicli ($posizione, $separatore...).',
      ],
    });
  });
});

describe('template files schema', () => {
  const docx = (name: string) => ({ name });

  it('requires both .docx files for a new template', async () => {
    expect(await errorsOf(templateFilesSchema, { master: null, preview: null })).toEqual({
      master: m.docxRequired,
      preview: m.docxRequired,
    });
    expect(await errorsOf(templateFilesSchema, { master: docx('m.pdf'), preview: docx('a.doc') })).toEqual({
      master: m.docxRequired,
      preview: m.docxRequired,
    });
  });

  it('refuses the same name for master and preview', async () => {
    const errors = await errorsOf(templateFilesSchema, {
      master: docx('Atto.docx'),
      preview: docx('atto.DOCX'),
    });
    expect(errors).toEqual({ preview: m.sameFileNames });
  });

  it('needs no file when both are stored, and the other one when one is replaced', async () => {
    const stored = { file_name: 'm-1.docx', preview_name: 'p-1.docx' };
    expect(await errorsOf(templateFilesSchema, { ...stored, master: null, preview: null })).toEqual({});
    expect(
      await errorsOf(templateFilesSchema, { ...stored, master: docx('nuovo.docx'), preview: null }),
    ).toEqual({
      preview: m.docxRequired,
    });
    expect(
      await errorsOf(templateFilesSchema, { ...stored, master: null, preview: docx('nuova.docx') }),
    ).toEqual({
      master: m.docxRequired,
    });
  });
});
