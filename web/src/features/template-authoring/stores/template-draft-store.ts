import type { Question } from '@redigo/shared/domain/question';
import type { TemplateRule } from '@redigo/shared/expressions/rules';
import type { Template, TemplateCheckResult } from '@redigo/shared/domain/template';
import { createPersistedStore, jsonCodec } from '../../../lib/persisted-store';
import { storageEntries } from '../../../lib/storage';
import { forgetDraftFiles } from './draft-files-store';

const draftFieldNames = [
  'name',
  'description',
  'categoryId',
  'price',
  'stripe_url',
  'min_questions',
  'max_questions',
  'min_time',
  'max_time',
] as const;

/** The name of one of the master form's typed fields. */
export type TemplateDraftFieldName = (typeof draftFieldNames)[number];

/** The master form's fields as typed. */
export type TemplateDraftFields = Record<TemplateDraftFieldName, string>;

export const isDraftField = (name: string): name is TemplateDraftFieldName =>
  (draftFieldNames as readonly string[]).includes(name);

/** The typed fields of a draft (or of the master form's values). */
export const fieldsOf = (values: TemplateDraftFields): TemplateDraftFields =>
  Object.fromEntries(draftFieldNames.map((name) => [name, values[name]])) as TemplateDraftFields;

/** The template being written, kept in localStorage until it is saved (docs/product-spec.md section 3). */
export interface TemplateDraft extends TemplateDraftFields {
  /** Set once the template exists on the server (editing it). */
  id: string | null;
  /** The stored version read, when the API gives one: a PUT on a changed template is then refused (409). */
  version?: number;
  /**
   * The saved template is PUBLISHED: a save of its questions or documents publishes a new version at once, with
   * release notes (docs/api.md, "Template versions and updates").
   */
  published?: boolean;
  json_questions: Question[];
  /**
   * The template's rules across answers, as «Regole» edits them. null while a saved template's rules are not known
   * (a template read without them, a draft kept from before rules existed): the rules section and a save then read
   * them from the server, so that a save never drops rules it did not see.
   */
  rules: TemplateRule[] | null;
  /** The documents the template points at: stored with it, or uploaded for it. */
  file_name: string;
  preview_name: string;
  /** Documents this draft uploaded that no saved template refers to yet. */
  unsaved_files: string[];
  /** The last template check and the questions (as JSON) it ran on. */
  check: { result: TemplateCheckResult; questions: string } | null;
}

export const emptyDraft = (): TemplateDraft => ({
  id: null,
  name: '',
  description: '',
  categoryId: '',
  price: '',
  stripe_url: '',
  min_questions: '',
  max_questions: '',
  min_time: '',
  max_time: '',
  json_questions: [],
  rules: [],
  file_name: '',
  preview_name: '',
  unsaved_files: [],
  check: null,
});

/** A saved template as a draft to edit. */
export const draftFromTemplate = (template: Template & { version?: number }): TemplateDraft => ({
  id: template.id,
  ...(typeof template.version === 'number' && { version: template.version }),
  ...(template.status === 'PUBLISHED' && { published: true }),
  name: template.name,
  description: template.description,
  categoryId: template.categoryId?.id ?? '',
  price: template.price.toFixed(2).replace('.', ','),
  stripe_url: template.stripe_url,
  min_questions: template.min_questions === null ? '' : String(template.min_questions),
  max_questions: template.max_questions === null ? '' : String(template.max_questions),
  min_time: template.min_time === null ? '' : String(template.min_time),
  max_time: template.max_time === null ? '' : String(template.max_time),
  json_questions: template.json_questions,
  rules: Array.isArray(template.rules) ? template.rules : null,
  file_name: template.file_name,
  preview_name: template.preview_name,
  unsaved_files: [],
  check: null,
});

const isDraft = (value: unknown): value is Partial<TemplateDraft> =>
  typeof value === 'object' && value !== null;

/**
 * Older or partial drafts are completed with the empty draft's fields; a saved template's draft kept without its
 * rules has them unknown (null), never none.
 */
const draftCodec = {
  encode: (draft: TemplateDraft): string => JSON.stringify(draft),
  decode: (raw: string): TemplateDraft | null => {
    const value = jsonCodec(isDraft).decode(raw);
    if (value === null) return null;
    const rules = Array.isArray(value.rules) ? value.rules : value.id ? null : [];
    return { ...emptyDraft(), ...value, rules };
  },
};

const draftStore = createPersistedStore<TemplateDraft>({
  ...storageEntries.newTemplate,
  codec: draftCodec,
  fallback: emptyDraft(),
});

export const getDraft = (): TemplateDraft => draftStore.get();

export const useDraft = (): TemplateDraft => draftStore.useValue();

export const setDraft = (draft: TemplateDraft | null): void => draftStore.set(draft);

export const updateDraft = (change: Partial<TemplateDraft>): void => setDraft({ ...getDraft(), ...change });

/** Forgets the draft and its files; returns the uploaded documents nobody uses any more. */
export const clearDraft = (): string[] => {
  const orphans = getDraft().unsaved_files;
  forgetDraftFiles();
  setDraft(null);
  return orphans;
};
