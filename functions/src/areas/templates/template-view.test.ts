import type { CategoryRecord } from '../categories';
import type { TemplateRecord } from './template-record';
import { toCatalogueTemplate, toStaffTemplate } from './template-view';

const record: TemplateRecord = {
  id: 't1',
  name: 'Locazione',
  nameKey: 'locazione',
  description: 'Descrizione',
  price: 39.9,
  categoryId: 'c1',
  stripe_url: 'https://buy.stripe.com/x',
  json_questions: [
    {
      variable: 'tipo',
      question: 'Tipo?',
      options: ['A', 'B'],
      is_multiple_selection: false,
      required_answers: [],
    },
  ],
  file_name: 'masters/u1/master.docx',
  preview_name: 'masters/u2/anteprima.docx',
  min_time: 5,
  max_time: 10,
  min_questions: 1,
  max_questions: 1,
  status: 'PUBLISHED',
  createdBy: 'u9',
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};
const category = { id: 'c1', name: 'Locazioni' } as CategoryRecord;
const relations = {
  categories: new Map([['c1', category]]),
  people: new Map([['u9', { id: 'u9', name: 'Elena', surname: 'Redattrice' }]]),
};

describe('template views', () => {
  it('show staff everything, with the category and the creator resolved and the version', () => {
    expect(toStaffTemplate(record, relations)).toMatchObject({
      categoryId: { id: 'c1', name: 'Locazioni' },
      userId: { id: 'u9', name: 'Elena', surname: 'Redattrice' },
      json_questions: record.json_questions,
      file_name: record.file_name,
      preview_name: record.preview_name,
      version: 3,
    });
  });

  it('never show users the questions, the documents or the internal keys', () => {
    const view = toCatalogueTemplate(record, relations);

    expect(Object.keys(view).sort()).toEqual(
      [
        'id',
        'name',
        'description',
        'price',
        'categoryId',
        'userId',
        'stripe_url',
        'min_time',
        'max_time',
        'min_questions',
        'max_questions',
        'status',
        'published_version',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
  });

  it('answer null for a category or a creator that no longer exists', () => {
    const view = toStaffTemplate(record, { categories: new Map(), people: new Map() });

    expect(view).toMatchObject({ categoryId: null, userId: null });
  });

  it('answer null for the question and minute ranges the template does not give', () => {
    const { min_time: _minTime, max_questions: _maxQuestions, ...partial } = record;

    expect(toCatalogueTemplate(partial, relations)).toMatchObject({
      min_time: null,
      max_time: 10,
      min_questions: 1,
      max_questions: null,
    });
  });
});
