import { PutCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Infrastructure } from '@redigo/functions/composition/infrastructure';
import { createDynamoUserRepository } from '@redigo/functions/areas/users/user-repository';
import { createDynamoCategoryRepository } from '@redigo/functions/areas/categories/dynamo-category-repository';
import { createCategoryUseCases } from '@redigo/functions/areas/categories/category-use-cases';
import { foldName } from '@redigo/shared/text';
import { createTemplateDeps, type TemplateDeps } from '@redigo/functions/areas/templates/template-deps';
import { createTemplate, updateTemplate } from '@redigo/functions/areas/templates/save-template';
import { changeTemplateStatus } from '@redigo/functions/areas/templates/template-lifecycle';
import { isDeleted, type TemplateRecord } from '@redigo/functions/areas/templates/template-record';
import { uploadTemplateFiles } from '@redigo/functions/areas/templates/upload-files';
import { buildTemplateFiles, seedTemplates, type TemplateDefinition } from './templates/index';

/** The local Stripe stand-in's payment pages: `<APP_URL>/_local/stripe/pay/<link id>`. */
export const LOCAL_PAYMENT_LINK_PATH = '/_local/stripe/pay/';

/** The payment link id of a seed template: `plink_<slug>`; the stand-in finds the template by its `stripe_url`. */
export const paymentLinkIdOf = (slug: string): string => `plink_${slug}`;

export const localPaymentLinkUrl = (appUrl: string, slug: string): string =>
  `${appUrl}${LOCAL_PAYMENT_LINK_PATH}${paymentLinkIdOf(slug)}`;

/** The categories of local mode: the seed templates' own and a few more a catalogue would have. */
export const seedCategoryNames: string[] = [
  ...new Set([...seedTemplates.map((definition) => definition.categoryName), 'Lavoro', 'Diritto societario']),
];

const markerId = (slug: string): string => `seed#${slug}`;

const bodyOf = (
  definition: TemplateDefinition,
  categoryId: string,
  stripeUrl: string,
  files: { file_name: string; preview_name: string },
) => ({
  name: definition.name,
  description: definition.description,
  categoryId,
  price: definition.price,
  stripe_url: stripeUrl,
  min_time: definition.min_time,
  max_time: definition.max_time,
  min_questions: definition.min_questions,
  max_questions: definition.max_questions,
  json_questions: definition.questions,
  ...files,
});

/** A seed template that exists already: marked by an earlier start, or one with its name by the same editor. */
const existingSeed = async (
  infrastructure: Infrastructure,
  deps: TemplateDeps,
  definition: TemplateDefinition,
  editorId: string,
): Promise<TemplateRecord | 'deleted' | undefined> => {
  const { Item } = await infrastructure.dynamo.send(
    new GetCommand({
      TableName: infrastructure.config.tables.templates,
      Key: { id: markerId(definition.slug) },
    }),
  );
  if (Item) {
    const record = await deps.templates.findById(String(Item.templateId));
    return !record || isDeleted(record) ? 'deleted' : record;
  }
  const { items } = await deps.templates.list({ name: foldName(definition.name) }, { page: 1, limit: 1000 });
  return items.find((record) => record.name === definition.name && record.createdBy === editorId);
};

/**
 * Points a seeded template's local payment link at this start's URL (the local port may change between starts);
 * a link that staff changed to another one is left alone.
 */
const refreshPaymentLink = async (deps: TemplateDeps, record: TemplateRecord, slug: string, url: string) => {
  const linkPath = `${LOCAL_PAYMENT_LINK_PATH}${paymentLinkIdOf(slug)}`;
  if (record.stripe_url === url || !record.stripe_url.endsWith(linkPath)) return;
  await updateTemplate(deps, record.id, { ...record, stripe_url: url, version: record.version });
};

const seedTemplate = async (
  infrastructure: Infrastructure,
  deps: TemplateDeps,
  definition: TemplateDefinition,
  editorId: string,
  categoryId: string,
) => {
  const stripeUrl = localPaymentLinkUrl(infrastructure.config.appUrl, definition.slug);
  let record = await existingSeed(infrastructure, deps, definition, editorId);
  if (record === 'deleted') return;
  if (record) {
    await refreshPaymentLink(deps, record, definition.slug, stripeUrl);
  } else {
    const files = buildTemplateFiles(definition);
    const uploaded = await uploadTemplateFiles(deps, {
      master: { fileName: files.masterFileName, buffer: files.master },
      preview: { fileName: files.previewFileName, buffer: files.preview },
      questions: definition.questions,
      uploadedBy: editorId,
    });
    record = await createTemplate(deps, bodyOf(definition, categoryId, stripeUrl, uploaded), editorId);
  }
  if (record.status !== 'PUBLISHED') await changeTemplateStatus(deps, record.id, 'PUBLISHED');
  await infrastructure.dynamo.send(
    new PutCommand({
      TableName: infrastructure.config.tables.templates,
      Item: { id: markerId(definition.slug), templateId: record.id },
    }),
  );
};

/**
 * Seeds the catalogue of local mode through the same use cases as the API: the categories, then each seed
 * template uploaded, saved and published by the seeded editor. Idempotent: what exists is kept (a seed template
 * that staff deleted stays deleted), so it runs on every start.
 */
export const seedCatalogue = async (infrastructure: Infrastructure, editorPec: string): Promise<void> => {
  const { dynamo, config, clock, ids } = infrastructure;
  const categoryRepository = createDynamoCategoryRepository(dynamo, config.tables.categories);
  const categories = createCategoryUseCases({ categories: categoryRepository, clock, ids });
  const categoryIds = new Map<string, string>();
  for (const name of seedCategoryNames) {
    const found = await categoryRepository.findByName(name);
    categoryIds.set(name, found?.id ?? (await categories.create(name)).id);
  }
  const editor = await createDynamoUserRepository(dynamo, config.tables.users).findByPec(editorPec);
  if (!editor) return;
  const deps = createTemplateDeps(infrastructure);
  for (const definition of seedTemplates) {
    await seedTemplate(
      infrastructure,
      deps,
      definition,
      editor.id,
      categoryIds.get(definition.categoryName) ?? '',
    );
  }
};
