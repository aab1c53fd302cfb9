import type { Question } from '@redigo/shared/domain/question';
import type { TemplateRule } from '@redigo/shared/expressions/rules';
import { templateMessages as messages } from '@redigo/shared/messages/templates';
import { shapedQuestions } from '@redigo/shared/schemas/questions';
import type { SaveTemplateBody } from '@redigo/shared/schemas/template-body';
import { BadRequestError, ConflictError } from '../../errors/app-errors';
import { foldName } from '@redigo/shared/text';
import type { TemplateDeps } from './template-deps';
import type { TemplateRecord } from './template-record';
import { assertSavable, assertStorable, existingTemplate, translateWriteError } from './template-rules';

type EditableFields = Omit<
  TemplateRecord,
  'id' | 'status' | 'createdBy' | 'version' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;

const questionsOf = (body: SaveTemplateBody): Question[] =>
  shapedQuestions(
    body.json_questions.map(({ description, ...question }) => ({
      ...question,
      ...(description ? { description } : {}),
    })),
  );

/** The rules as stored: `check` and `message` trimmed, `when` as given (a Condition or a list of them). */
const rulesOf = (body: SaveTemplateBody): TemplateRule[] =>
  (body.rules ?? []).map(({ check, message, when }) => ({
    check: check.trim(),
    message: message.trim(),
    ...(when !== undefined && { when }),
  }));

const fieldsOf = (body: SaveTemplateBody): EditableFields => ({
  name: body.name,
  nameKey: foldName(body.name),
  description: body.description,
  descriptionKey: foldName(body.description),
  price: body.price,
  categoryId: body.categoryId,
  stripe_url: body.stripe_url,
  json_questions: questionsOf(body),
  rules: rulesOf(body),
  file_name: body.file_name,
  preview_name: body.preview_name,
  min_time: body.min_time,
  max_time: body.max_time,
  min_questions: body.min_questions,
  max_questions: body.max_questions,
});

/** The category exists, the files were uploaded, are two and have different names, and no other template has them. */
const assertReferences = async (deps: TemplateDeps, fields: EditableFields, templateId: string) => {
  if (fields.file_name === fields.preview_name) throw new BadRequestError(messages.sameFile);
  const [category, master, preview] = await Promise.all([
    deps.categories.findById(fields.categoryId),
    deps.files.find(fields.file_name),
    deps.files.find(fields.preview_name),
  ]);
  const problems = [
    ...(category ? [] : [messages.categoryUnknown]),
    ...(master ? [] : [messages.fileUnknown(fields.file_name)]),
    ...(preview ? [] : [messages.fileUnknown(fields.preview_name)]),
  ];
  if (problems.length > 0) throw new BadRequestError(problems[0] ?? '', problems);
  for (const file of [master, preview]) {
    if (file?.templateId && file.templateId !== templateId)
      throw new ConflictError(messages.fileTaken(file.key));
  }
  if (master?.originalName.trim().toLowerCase() === preview?.originalName.trim().toLowerCase()) {
    throw new BadRequestError(messages.sameFile);
  }
};

/** POST /template: a new template, SUSPENDED, created by the caller, once its references and documents check out. */
export const createTemplate = async (
  deps: TemplateDeps,
  body: SaveTemplateBody,
  createdBy: string,
): Promise<TemplateRecord> => {
  const now = deps.clock.now().toISOString();
  const record: TemplateRecord = {
    id: deps.ids.newId(),
    ...fieldsOf(body),
    status: 'SUSPENDED',
    createdBy,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  assertStorable(record);
  await assertReferences(deps, record, record.id);
  await assertSavable(deps, record);
  await deps.templates.create(record).catch(translateWriteError);
  return record;
};

/**
 * PUT /template/{id}: replaces the editable fields, on the version read (409 if it changed meanwhile, or if the
 * body names another version). Stored files are never changed: new documents come with new keys.
 */
export const updateTemplate = async (
  deps: TemplateDeps,
  id: string,
  body: SaveTemplateBody,
): Promise<TemplateRecord> => {
  const previous = await existingTemplate(deps, id);
  if (body.version !== undefined && body.version !== previous.version) {
    throw new ConflictError(messages.staleTemplate);
  }
  const record: TemplateRecord = {
    ...previous,
    ...fieldsOf(body),
    version: previous.version + 1,
    updatedAt: deps.clock.now().toISOString(),
  };
  assertStorable(record);
  await assertReferences(deps, record, record.id);
  await assertSavable(deps, record);
  await deps.templates.replace(record, previous).catch(translateWriteError);
  return record;
};
