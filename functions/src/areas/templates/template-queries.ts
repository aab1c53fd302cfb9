import type { Answers } from '@redigo/shared/domain/question';
import type { CatalogueTemplate, TemplateFileKind } from '@redigo/shared/domain/template';
import type { Paged } from '@redigo/shared/errors';
import { templateMessages as messages } from '@redigo/shared/messages/templates';
import { acceptedAnswers } from './accepted-answers';
import { isStaff, type Role } from '@redigo/shared/roles';
import type { TemplateListQuery } from '@redigo/shared/schemas/template-body';
import { withFirm } from '../../documents/firm-tags';
import { renderScope } from '../../documents/typed-answer';
import { NotFoundError } from '../../errors/app-errors';
import { foldName } from '@redigo/shared/text';
import { toPaged } from '@redigo/shared/paging';
import { docxNameOf, type DocxDownload } from './docx-download';
import type { TemplateDeps } from './template-deps';
import { storedDocument } from './template-documents';
import { fileKeyOf, type TemplateRecord } from './template-record';
import { existingTemplate } from './template-rules';
import {
  toCatalogueTemplate,
  toStaffTemplate,
  type StaffTemplate,
  type TemplateRelations,
} from './template-view';

/** The categories and creators of some templates, read in two batches. */
export const relationsOf = async (
  deps: Pick<TemplateDeps, 'categories' | 'people'>,
  records: TemplateRecord[],
): Promise<TemplateRelations> => {
  const [categories, people] = await Promise.all([
    deps.categories.findByIds(records.map((record) => record.categoryId)),
    deps.people.namesOf(records.map((record) => record.createdBy)),
  ]);
  return { categories, people };
};

/** A template as the caller may see it: all of it for staff, the catalogue's view for users. */
export const viewFor = async (
  deps: Pick<TemplateDeps, 'categories' | 'people'>,
  role: Role,
  record: TemplateRecord,
): Promise<StaffTemplate | CatalogueTemplate> => {
  const relations = await relationsOf(deps, [record]);
  return isStaff(role) ? toStaffTemplate(record, relations) : toCatalogueTemplate(record, relations);
};

/** The categories whose folded name holds `folded` (at most 100 of them take part in a search). */
const categoriesNamed = async (deps: Pick<TemplateDeps, 'categories'>, folded: string): Promise<string[]> => {
  const { items } = await deps.categories.list({ page: 1, limit: 1000 });
  return items
    .filter((category) => category.nameKey.includes(folded))
    .slice(0, 100)
    .map((category) => category.id);
};

/**
 * GET /template: newest first; users get only PUBLISHED templates whatever they ask. `name` finds the text (case
 * and accents aside) in the title, the description or the category's name.
 */
export const listTemplates = async (
  deps: TemplateDeps,
  role: Role,
  query: TemplateListQuery,
): Promise<Paged<StaffTemplate | CatalogueTemplate>> => {
  const { page, limit } = query;
  const name = query.name ? foldName(query.name) : undefined;
  const { items, total } = await deps.templates.list(
    {
      name,
      nameCategories: name ? await categoriesNamed(deps, name) : undefined,
      categoryId: query.categoryId || undefined,
      status: isStaff(role) ? query.status : 'PUBLISHED',
    },
    { page, limit },
  );
  const relations = await relationsOf(deps, items);
  const view = isStaff(role) ? toStaffTemplate : toCatalogueTemplate;
  return toPaged(
    items.map((record) => view(record, relations)),
    total,
    page,
    limit,
  );
};

/** GET /template/{id}: staff see any template that is not deleted; users only PUBLISHED ones (404 otherwise). */
export const readTemplate = async (deps: TemplateDeps, role: Role, id: string): Promise<TemplateRecord> => {
  const record = await existingTemplate(deps, id);
  if (!isStaff(role) && record.status !== 'PUBLISHED') throw new NotFoundError(messages.templateNotFound);
  return record;
};

/** A downloadable .docx: its bytes and the name to offer. */
/** GET /template/{id}/file/{kind}: the master or the preview, named as it was uploaded. */
export const readTemplateFile = async (
  deps: TemplateDeps,
  id: string,
  kind: TemplateFileKind,
): Promise<DocxDownload> => {
  const key = fileKeyOf(await existingTemplate(deps, id), kind);
  if (!key) throw new NotFoundError(kind === 'master' ? messages.noMaster : messages.noPreview);
  const [buffer, file] = await Promise.all([deps.masters.get(key), deps.files.find(key)]);
  if (!buffer) throw new NotFoundError(messages.fileMissing);
  return { buffer, fileName: file?.originalName ?? key.slice(key.lastIndexOf('/') + 1) };
};

/**
 * PUT /template/{id}/download-test: the full master rendered with the answers given (400 for answers to unknown
 * questions or outside their options) and the firm data of the staff member who asks (`userId`): the account's and,
 * when given, the billing data's; compiled once per master key and kept warm.
 */
export const renderTestDocument = async (
  deps: TemplateDeps,
  id: string,
  answers: Answers,
  kind: TemplateFileKind,
  userId: string,
): Promise<DocxDownload> => {
  const record = await existingTemplate(deps, id);
  const file = kind === 'preview' ? record.preview_name : record.file_name;
  if (!file) throw new NotFoundError(kind === 'preview' ? messages.fileNotFound : messages.noMaster);
  const normalized = acceptedAnswers(record.json_questions, answers);
  const firm = await deps.firms.firmOf(userId);
  const scope = withFirm(renderScope(record.json_questions, normalized), firm);
  const buffer = await deps.renderer.renderCached(
    file,
    scope,
    () => storedDocument(deps.masters, file),
    kind === 'preview' ? 'preview' : 'document',
  );
  return { buffer, fileName: docxNameOf(kind === 'preview' ? `Anteprima - ${record.name}` : record.name) };
};
