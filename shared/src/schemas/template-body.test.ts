import { ValidationError } from 'yup';
import { TEMPLATE_LIMITS } from '../domain/question';
import { validationMessages as m } from '../messages/validation';
import {
  downloadTestBodySchema,
  saveTemplateBodySchema,
  templateListQuerySchema,
  uploadQuestionsSchema,
} from './template-body';

const problems = async (promise: Promise<unknown>): Promise<string[]> => {
  try {
    await promise;
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
};
const OPTIONS = { abortEarly: false, stripUnknown: true } as const;

describe('templateListQuerySchema', () => {
  it('reads the query strings as numbers, with defaults, and caps the limit at 1000', async () => {
    expect(await templateListQuerySchema.validate({}, OPTIONS)).toMatchObject({ page: 1, limit: 10 });
    expect(await templateListQuerySchema.validate({ page: '3', limit: '5000' }, OPTIONS)).toMatchObject({
      page: 3,
      limit: 1000,
    });
  });

  it('refuses pages and limits that are not positive integers, and unknown statuses', async () => {
    for (const query of [{ page: '0' }, { page: 'uno' }, { limit: '2.5' }, { status: 'DRAFT' }]) {
      expect(await problems(templateListQuerySchema.validate(query, OPTIONS))).not.toEqual([]);
    }
  });
});

describe('saveTemplateBodySchema', () => {
  it('takes an optional version, a positive integer', async () => {
    const base = {
      name: 'N',
      description: 'D',
      categoryId: 'c',
      price: 10,
      stripe_url: 'http://localhost:3000/pay',
      min_questions: 1,
      max_questions: 2,
      min_time: 1,
      max_time: 2,
      file_name: 'masters/a/m.docx',
      preview_name: 'masters/b/p.docx',
    };

    expect(await saveTemplateBodySchema.validate(base, OPTIONS)).toMatchObject({ json_questions: [] });
    expect(await saveTemplateBodySchema.validate({ ...base, version: 4 }, OPTIONS)).toMatchObject({
      version: 4,
    });
    expect(await problems(saveTemplateBodySchema.validate({ ...base, version: 0 }, OPTIONS))).toEqual([
      'Campo non valido',
    ]);
  });
});

describe('uploadQuestionsSchema', () => {
  it('wants a list of questions', async () => {
    expect(await problems(uploadQuestionsSchema.validate({ variable: 'x' }, OPTIONS))).toEqual([
      'Deve essere un elenco.',
    ]);
    expect(await uploadQuestionsSchema.validate(undefined, OPTIONS)).toEqual([]);
  });
});

describe('the limits of a template (docs/api.md, "Limits")', () => {
  const question = (index: number, options = ['Sì', 'No']) => ({
    variable: `q${index}`,
    question: `Domanda ${index}?`,
    options,
    is_multiple_selection: false,
    required_answers: [],
  });
  const questions = (count: number) => Array.from({ length: count }, (_, index) => question(index));
  const saved = (json_questions: unknown[]) => ({
    name: 'N',
    description: 'D',
    categoryId: 'c',
    price: 10,
    stripe_url: 'http://localhost:3000/pay',
    file_name: 'masters/a/m.docx',
    preview_name: 'masters/b/p.docx',
    json_questions,
  });
  const options = (count: number) => Array.from({ length: count }, (_, index) => `Opzione ${index + 1}`);

  it('takes 200 questions of 50 options of 200 characters, at save and at upload', async () => {
    const largest = Array.from({ length: TEMPLATE_LIMITS.questions }, (_, index) =>
      question(index, [...options(TEMPLATE_LIMITS.options - 1), 'x'.repeat(TEMPLATE_LIMITS.optionLength)]),
    );

    expect(await problems(uploadQuestionsSchema.validate(largest, OPTIONS))).toEqual([]);
    expect(await problems(saveTemplateBodySchema.validate(saved(largest), OPTIONS))).toEqual([]);
  });

  it.each([
    ['201 questions', questions(TEMPLATE_LIMITS.questions + 1), m.tooManyQuestions],
    ['51 options', [question(0, options(TEMPLATE_LIMITS.options + 1))], m.tooManyOptions],
    ['an option of 201 characters', [question(0, ['Sì', 'x'.repeat(201)])], m.optionTooLong],
  ])('refuses %s with its Italian message, at save and at upload', async (_, json_questions, message) => {
    expect(await problems(uploadQuestionsSchema.validate(json_questions, OPTIONS))).toEqual([message]);
    expect(await problems(saveTemplateBodySchema.validate(saved(json_questions), OPTIONS))).toEqual([
      message,
    ]);
  });
});

describe('downloadTestBodySchema', () => {
  it('takes answers as single values or lists of values', async () => {
    const answers = { tipo: 'A', extra: ['Box', 'Cantina'] };

    expect(await downloadTestBodySchema.validate({ answers }, OPTIONS)).toEqual({ answers, kind: 'master' });
    expect(await downloadTestBodySchema.validate({}, OPTIONS)).toEqual({ answers: {}, kind: 'master' });
    expect(await downloadTestBodySchema.validate({ kind: 'preview' }, OPTIONS)).toEqual({
      answers: {},
      kind: 'preview',
    });
  });

  it('takes a group’s list of items by shape: the questionnaire engine judges each item', async () => {
    const answers = { locatori: [{ nome: 'Mario Rossi' }], extra: ['Box', 4] };
    expect(await downloadTestBodySchema.validate({ answers }, OPTIONS)).toEqual({ answers, kind: 'master' });
  });

  it.each([['testo'], [[1, 2]], [{ tipo: 3 }], [{ tipo: null }], [{ tipo: { a: 'b' } }]])(
    'refuses the answers %p',
    async (answers) => {
      expect(await problems(downloadTestBodySchema.validate({ answers }, OPTIONS))).toEqual([
        'Le risposte non sono valide.',
      ]);
    },
  );
});
