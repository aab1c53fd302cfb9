import { PutCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Infrastructure } from '@redigo/functions/composition/infrastructure';
import { createDynamoUserRepository } from '@redigo/functions/infrastructure';
import { createDynamoCategoryRepository } from '@redigo/functions/infrastructure';
import { createCategoryUseCases } from '@redigo/functions/areas/categories';
import { foldName } from '@redigo/shared/text';
import type { TemplateDeps } from '@redigo/functions/areas/templates';
import { createTemplateDeps } from '@redigo/functions/composition/templates';
import { createTemplate, updateTemplate } from '@redigo/functions/areas/templates';
import { changeTemplateStatus } from '@redigo/functions/areas/templates';
import { isDeleted, type TemplateRecord } from '@redigo/functions/areas/templates';
import { uploadTemplateFiles } from '@redigo/functions/areas/templates';
import type { TemplateStatus } from '@redigo/shared/domain/template';
import { buildTemplateFiles, seedTemplates, type TemplateDefinition } from './templates/index';

/** The local Stripe stand-in's payment pages: `<APP_URL>/_local/stripe/pay/<link id>`. */
export const LOCAL_PAYMENT_LINK_PATH = '/_local/stripe/pay/';

/** The payment link id of a seed template: `plink_<slug>`; the stand-in finds the template by its `stripe_url`. */
const paymentLinkIdOf = (slug: string): string => `plink_${slug}`;

export const localPaymentLinkUrl = (appUrl: string, slug: string): string =>
  `${appUrl}${LOCAL_PAYMENT_LINK_PATH}${paymentLinkIdOf(slug)}`;

/**
 * A seed template without a payment link yet (AWS stages, where there is no stand-in) gets a placeholder link and
 * stays SUSPENDED: publishing refuses the placeholder until staff paste the real link.
 */
import { isPlaceholderPaymentLink, placeholderPaymentLink } from '@redigo/shared/payment-links';

export { isPlaceholderPaymentLink, placeholderPaymentLink };

/** How one environment seeds the sample templates' payment links and status. */
export interface CatalogueSeedOptions {
  /** A seed template's payment link; undefined when it has none yet (it gets the placeholder, stays SUSPENDED). */
  paymentLinkOf(slug: string): string | undefined;
  /** Whether a stored stripe_url is the seed's own, which the seed replaces with `paymentLinkOf`'s link. */
  replacesLink(stripeUrl: string, slug: string): boolean;
  /**
   * `always`: every run publishes every seed template that has a link (local mode); `when-linked`: only one this
   * run created or gave its link, the others keep the status the staff gave them.
   */
  publish: 'always' | 'when-linked';
  /**
   * The first version a seed template created by this run starts from, when it has a history to show (local mode's
   * demo of an update, seed-demo-update.ts, publishes the current one after it); none by default.
   */
  firstVersionOf?: (slug: string) => TemplateDefinition | undefined;
}

/**
 * Local mode: the stand-in's links at this start's URL (the local port may change between starts, so an earlier
 * start's stand-in link is replaced; a link that staff changed to another one is left alone), always published.
 */
export const localSeedOptions = (appUrl: string): CatalogueSeedOptions => ({
  paymentLinkOf: (slug) => localPaymentLinkUrl(appUrl, slug),
  replacesLink: (stripeUrl, slug) => stripeUrl.endsWith(`${LOCAL_PAYMENT_LINK_PATH}${paymentLinkIdOf(slug)}`),
  publish: 'always',
});

/** What the seed did with one sample template: created, given its link, kept as it was, or deleted by staff. */
export interface SeededTemplate {
  slug: string;
  name: string;
  outcome: 'created' | 'linked' | 'kept' | 'deleted';
  /** The template's status and link after the seed; absent when staff deleted it. */
  status?: TemplateStatus;
  stripeUrl?: string;
}

/** The categories the seed creates: the seed templates' own and a few more a catalogue would have. */
export const seedCategoryNames: string[] = [
  ...new Set([...seedTemplates.map((definition) => definition.categoryName), 'Lavoro', 'Diritto societario']),
];

/** The templates table's item that marks what the seed did: `seed#<slug>` names a seed template's id. */
export const markerId = (slug: string): string => `seed#${slug}`;

/** Uploads a seed template's master and preview, as the editor's form does, checked against its questions. */
export const uploadSeedFiles = (deps: TemplateDeps, definition: TemplateDefinition, editorId: string) => {
  const files = buildTemplateFiles(definition);
  return uploadTemplateFiles(deps, {
    master: { fileName: files.masterFileName, buffer: files.master },
    preview: { fileName: files.previewFileName, buffer: files.preview },
    questions: definition.questions,
    uploadedBy: editorId,
  });
};

/** The body of a seed template's save (POST or PUT /template). */
export const bodyOf = (
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
  rules: definition.rules ?? [],
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

const seedTemplate = async (
  infrastructure: Infrastructure,
  deps: TemplateDeps,
  definition: TemplateDefinition,
  editorId: string,
  categoryId: string,
  options: CatalogueSeedOptions,
): Promise<SeededTemplate> => {
  const { slug, name } = definition;
  const link = options.paymentLinkOf(slug);
  let record = await existingSeed(infrastructure, deps, definition, editorId);
  if (record === 'deleted') return { slug, name, outcome: 'deleted' };
  let outcome: SeededTemplate['outcome'];
  if (record) {
    outcome = 'kept';
    if (link && record.stripe_url !== link && options.replacesLink(record.stripe_url, slug)) {
      record = await updateTemplate(deps, record.id, {
        ...record,
        stripe_url: link,
        version: record.version,
      });
      outcome = 'linked';
    }
  } else {
    const start = options.firstVersionOf?.(slug) ?? definition;
    const uploaded = await uploadSeedFiles(deps, start, editorId);
    const stripeUrl = link ?? placeholderPaymentLink(slug);
    record = await createTemplate(deps, bodyOf(start, categoryId, stripeUrl, uploaded), editorId);
    outcome = 'created';
  }
  const publish =
    !isPlaceholderPaymentLink(record.stripe_url) && (options.publish === 'always' || outcome !== 'kept');
  if (publish && record.status !== 'PUBLISHED')
    record = await changeTemplateStatus(deps, record.id, 'PUBLISHED', { verifyPaths: false });
  await infrastructure.dynamo.send(
    new PutCommand({
      TableName: infrastructure.config.tables.templates,
      Item: { id: markerId(slug), templateId: record.id },
    }),
  );
  return { slug, name, outcome, status: record.status, stripeUrl: record.stripe_url };
};

/**
 * Seeds the catalogue through the same use cases as the API: the categories, then each seed template uploaded,
 * saved and (when it has a payment link) published by the editor. Idempotent: what exists is kept (a seed
 * template that staff deleted stays deleted), so local mode runs it on every start and `npm run catalogue:seed`
 * may run again, with more links. Without an account for `editorPec` it seeds the categories only.
 */
export const seedCatalogue = async (
  infrastructure: Infrastructure,
  editorPec: string,
  options: CatalogueSeedOptions = localSeedOptions(infrastructure.config.appUrl),
): Promise<SeededTemplate[]> => {
  const { dynamo, config, clock, ids } = infrastructure;
  const categoryRepository = createDynamoCategoryRepository(dynamo, config.tables.categories);
  const categories = createCategoryUseCases({ categories: categoryRepository, clock, ids });
  const categoryIds = new Map<string, string>();
  for (const name of seedCategoryNames) {
    const found = await categoryRepository.findByName(name);
    categoryIds.set(name, found?.id ?? (await categories.create(name)).id);
  }
  const editor = await createDynamoUserRepository(dynamo, config.tables.users).findByPec(editorPec);
  if (!editor) return [];
  const deps = createTemplateDeps(infrastructure);
  const seeded: SeededTemplate[] = [];
  for (const definition of seedTemplates) {
    seeded.push(
      await seedTemplate(
        infrastructure,
        deps,
        definition,
        editor.id,
        categoryIds.get(definition.categoryName) ?? '',
        options,
      ),
    );
  }
  return seeded;
};
