import type { Question } from '@redigo/shared/domain/question';
import type { TemplateRule } from '@redigo/shared/expressions/rules';
import { templateMessages as messages } from '@redigo/shared/messages/templates';
import { shapedQuestions } from '@redigo/shared/schemas/questions';
import type { SaveTemplateBody } from '@redigo/shared/schemas/template-body';
import { BadRequestError, ConflictError } from '../../errors/app-errors';
import { foldName } from '@redigo/shared/text';
import type { TemplateDeps } from './template-deps';
import type { TemplateRecord } from './template-record';
import { announceRelease, requiredReleaseNotes } from './release-notes';
import { assertSavable, assertStorable, existingTemplate, translateWriteError } from './template-rules';
import { contentVersionOf, isContentChange, withPublishedContent } from './template-versions';

type EditableFields = Omit<
  TemplateRecord,
  | 'id'
  | 'status'
  | 'createdBy'
  | 'version'
  | 'createdAt'
  | 'updatedAt'
  | 'deletedAt'
  | 'publishedAt'
  | 'content_version'
  | 'published_version'
  | 'published_versions'
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
    content_version: 1,
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
 * The record a save writes over `previous`: a change of the questions or the documents is the next content version
 * (docs/api.md, "Template versions and updates"); `publishes` when that version is published at once (the
 * template is PUBLISHED), which needs release notes.
 */
const savedVersion = (
  previous: TemplateRecord,
  fields: EditableFields,
  now: string,
): { record: TemplateRecord; publishes: boolean } => {
  const saved: TemplateRecord = { ...previous, ...fields, version: previous.version + 1, updatedAt: now };
  if (!isContentChange(previous, fields)) return { record: saved, publishes: false };
  return {
    record: { ...saved, content_version: contentVersionOf(previous) + 1 },
    publishes: previous.status === 'PUBLISHED',
  };
};

/**
 * PUT /template/{id}: replaces the editable fields, on the version read (409 if it changed meanwhile, or if the
 * body names another version). Stored files are never changed: new documents come with new keys. A new version of
 * a PUBLISHED template is published at once with the release notes the body carries (400 RELEASE_NOTES_REQUIRED
 * once the save is otherwise acceptable), its buyers told when the law changed or the template was wrong.
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
  const now = deps.clock.now().toISOString();
  const saved = savedVersion(previous, fieldsOf(body), now);
  assertStorable(saved.record);
  await assertReferences(deps, saved.record, saved.record.id);
  await assertSavable(deps, saved.record);
  const { record, release } = saved.publishes
    ? withPublishedContent(saved.record, now, requiredReleaseNotes(body.release_notes))
    : { record: saved.record, release: undefined };
  await deps.templates.replace(record, previous, release).catch(translateWriteError);
  await announceRelease(deps, release);
  return record;
};
