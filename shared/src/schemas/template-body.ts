import { TEMPLATE_FILE_KINDS, type TemplateFileKind } from '../domain/template';
import './locale';
import { array, mixed, number, object, string, type InferType } from 'yup';
import { TEMPLATE_LIMITS, type Answers } from '../domain/question';
import { TEMPLATE_STATUSES } from '../domain/template';
import { templateMessages } from '../messages/templates';
import { validationMessages as m } from '../messages/validation';
import { questionSchema } from './questions';
import { pagingFields } from './paging';
import { templateBodySchema } from './templates';

/** GET /category. */
export const categoryListQuerySchema = object(pagingFields);
export type CategoryListQuery = InferType<typeof categoryListQuerySchema>;

/** GET /template: paging, a name to search, a category; the status filter counts only for staff. */
export const templateListQuerySchema = object({
  ...pagingFields,
  name: string().trim().max(200, m.tooLong).optional().label('Ricerca'),
  categoryId: string().trim().max(100, m.tooLong).optional().label('Categoria'),
  status: string().oneOf(TEMPLATE_STATUSES, m.invalid).optional().label('Stato'),
});
export type TemplateListQuery = InferType<typeof templateListQuerySchema>;

/**
 * POST /template and PUT /template/{id}: the staff form's body, plus an optional `version`, the version the client
 * read; a PUT with another version than the stored one is refused (409) instead of overwriting someone's change.
 */
export const saveTemplateBodySchema = templateBodySchema.shape({
  version: number().typeError(m.number).integer(m.number).min(1, m.invalid).optional().label('Versione'),
  /**
   * The release notes of the new version a save of a PUBLISHED template's questions or documents publishes
   * (docs/api.md, "Release notes"); read, field by field, only when that save needs them (release-notes.ts).
   */
  release_notes: mixed().nullable().optional(),
});
export type SaveTemplateBody = InferType<typeof saveTemplateBodySchema>;

/** The `questions` part of POST /template/upload-master, once parsed from JSON. */
export const uploadQuestionsSchema = array()
  .of(questionSchema)
  .typeError(m.notAList)
  .max(TEMPLATE_LIMITS.questions, m.tooManyQuestions)
  .default([]);

/** POST /template/delete-master. */
export const deleteMasterBodySchema = object({
  file_name: string().trim().max(500, m.tooLong).required(m.required).label('File'),
});

/** Answers by shape: each a text or a list (of options, or a group's items); the engine judges the values. */
const isAnswers = (value: unknown): value is Answers =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((answer) => typeof answer === 'string' || Array.isArray(answer));

/** PUT /template/{id}/download-test: the answers by variable (an option or text, a list, a group's items). */
export const downloadTestBodySchema = object({
  answers: mixed<Answers>(isAnswers).typeError(templateMessages.answersInvalid).default({}).label('Risposte'),
  /** Which document to render: the full master (the default) or the preview, as a lawyer gets it. */
  kind: mixed<TemplateFileKind>((value): value is TemplateFileKind =>
    TEMPLATE_FILE_KINDS.includes(value as TemplateFileKind),
  )
    .typeError(templateMessages.testKindInvalid)
    .default('master')
    .label('Documento'),
});
