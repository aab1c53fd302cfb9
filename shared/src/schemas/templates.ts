import './locale';
import { ValidationError, array, mixed, number, object, string, type InferType } from 'yup';
import { TEMPLATE_STATUSES } from '../domain/template';
import { adminMessages } from '../messages/admin';
import { validationMessages as m } from '../messages/validation';
import { TEMPLATE_LIMITS, type Question } from '../domain/question';
import { questionTextProblems } from '../questionnaire/question-texts';
import { questionnaireProblems } from '../questionnaire/questionnaire-problems';
import { ruleShapeProblems, type TemplateRule } from '../expressions/rules';
import { withSafeCharacters } from './fields';
import { questionSchema } from './questions';

const DIGITS = /^\d+$/;
const DECIMAL = /^\d+(?:[.,]\d+)?$/;

/**
 * Reads a number typed as digits (a form's string; a decimal comma is fine) or sent as a JSON number. Any other
 * text becomes NaN, which yup reports as 'Deve essere un numero'; an empty text or null counts as missing.
 */
const fromDigits = (pattern: RegExp) => (value: unknown, original: unknown) => {
  if (original === null) return undefined;
  if (typeof original !== 'string') return value;
  const text = original.trim();
  if (text === '') return undefined;
  return pattern.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
};

/** An optional count (questions, minutes): digits only when given; empty means not given. */
const countField = (label: string) =>
  number()
    .transform(fromDigits(DIGITS))
    .typeError(m.number)
    .integer(m.number)
    .min(0, m.number)
    .max(100_000, m.invalid)
    .optional()
    .label(label);

/** A maximum that may not be below the minimum held by the sibling field `minKey`, when both are given. */
const maxField = (label: string, minKey: string) =>
  countField(label).test('not-below-min', adminMessages.maxBelowMin, function (value) {
    const min: unknown = this.parent?.[minKey];
    return typeof min !== 'number' || Number.isNaN(min) || value === undefined || value >= min;
  });

const hasCents = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const priceField = () =>
  number()
    .transform(fromDigits(DECIMAL))
    .typeError(m.number)
    .min(0, m.number)
    .max(1_000_000, m.invalid)
    .test('cents', adminMessages.priceDecimals, (value) => value === undefined || hasCents(value))
    .required(m.required)
    .label('Prezzo');

/** An absolute http(s) address; yup's own url() refuses hosts like localhost. */
export const isWebUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/**
 * The master form's own fields, as typed (strings) or as sent (numbers): the same rules both ways. Title,
 * description, category, price and payment link are required; the question and minute ranges are optional.
 */
export const templateFieldsSchema = object({
  name: withSafeCharacters(string().trim().max(200, m.tooLong)).required(m.required).label('Titolo'),
  description: withSafeCharacters(string().trim().max(3000, m.tooLong))
    .required(m.required)
    .label('Descrizione'),
  categoryId: string().trim().max(100, m.tooLong).required(m.required).label('Categoria'),
  price: priceField(),
  stripe_url: withSafeCharacters(string().trim())
    .max(2000, m.tooLong)
    .required(m.required)
    .test('web-url', m.url, (value) => !value || isWebUrl(value))
    .label('Link di pagamento'),
  min_questions: countField('Numero minimo di domande'),
  max_questions: maxField('Numero massimo di domande', 'min_questions'),
  min_time: countField('Minuti minimi di compilazione'),
  max_time: maxField('Minuti massimi di compilazione', 'min_time'),
});
export type TemplateFields = InferType<typeof templateFieldsSchema>;

/** POST /template and PUT /template/{id}: the fields, the stored documents' names and the questions. */
export const templateBodySchema = templateFieldsSchema.shape({
  file_name: string().trim().max(500, m.tooLong).required(m.docxRequired),
  preview_name: string().trim().max(500, m.tooLong).required(m.docxRequired),
  json_questions: array()
    .of(questionSchema)
    .typeError(m.notAList)
    .max(TEMPLATE_LIMITS.questions, m.tooManyQuestions)
    .default([])
    .test('questions', m.invalid, function (questions = []) {
      // The engine judges what well-shaped questions mean; a shape error is reported at its own field.
      if (!questions.every((question) => questionSchema.isValidSync(question))) return true;
      const list = questions as Question[];
      const problems = [...questionTextProblems(list), ...questionnaireProblems(list)];
      return (
        problems.length === 0 || new ValidationError(problems.map((message) => this.createError({ message })))
      );
    }),
  /**
   * The rules across answers (docs/api.md, "Computed amounts and rules across answers"): absent means none; their
   * shape (at most 50, a message of 10–300 characters) is checked here (400), their expressions by the template
   * check (422).
   */
  rules: mixed<TemplateRule[]>()
    .optional()
    .test('rules', m.invalid, function (rules) {
      const problems = ruleShapeProblems(rules === null ? undefined : rules);
      return (
        problems.length === 0 || new ValidationError(problems.map((message) => this.createError({ message })))
      );
    })
    .label('Regole'),
});
export type TemplateBody = InferType<typeof templateBodySchema>;

/** PUT /template/{id}/status. */
/**
 * PUT /template/{id}/status. `release_notes` are read (release-notes.ts) only when the version being published is
 * not the one published already and not the first.
 */
export const templateStatusSchema = object({
  status: string().oneOf(TEMPLATE_STATUSES, m.invalid).required(m.required),
  release_notes: mixed().nullable().optional(),
});

/** A file as both sides know it: a browser File, or the server's parsed multipart part. */
export interface NamedFile {
  name: string;
}

const fileOf = (value: unknown): NamedFile | null =>
  typeof value === 'object' && value !== null && typeof (value as NamedFile).name === 'string'
    ? (value as NamedFile)
    : null;

const isDocx = (file: NamedFile): boolean => /\.docx$/i.test(file.name.trim());

/**
 * The master and preview files, apart from the JSON body. `file_name` and `preview_name` are the documents
 * already stored ('' for a new template). The master is required when none is stored or a new preview comes;
 * the preview when none is stored or a new master comes (POST /template/upload-master takes both). Each must be
 * a .docx, and the two must not have the same name.
 */
export const templateFilesSchema = object({
  file_name: string().default(''),
  preview_name: string().default(''),
  master: mixed<NamedFile>()
    .nullable()
    .test('master', m.docxRequired, function (value) {
      const file = fileOf(value);
      if (file) return isDocx(file);
      return Boolean(this.parent?.file_name) && !fileOf(this.parent?.preview);
    }),
  preview: mixed<NamedFile>()
    .nullable()
    .test('preview', m.docxRequired, function (value) {
      const file = fileOf(value);
      if (!file) return Boolean(this.parent?.preview_name) && !fileOf(this.parent?.master);
      if (!isDocx(file)) return false;
      const master = fileOf(this.parent?.master);
      const same = master !== null && master.name.trim().toLowerCase() === file.name.trim().toLowerCase();
      return !same || this.createError({ message: m.sameFileNames });
    }),
});
