import type { Person } from '../users';
import type { CatalogueTemplate, Template } from '@redigo/shared/domain/template';
import type { CategoryRecord } from '../categories';
import type { TemplateRecord } from './template-record';
import { contentVersionOf, publishedVersionOf } from './template-versions';

/** A template as staff see it, with the version their next change must name. */
export type StaffTemplate = Template & { version: number; published_once: boolean };

/** What a template's view needs besides its record: its category and its creator, when they still exist. */
export interface TemplateRelations {
  categories: Map<string, CategoryRecord>;
  people: Map<string, Person>;
}

const related = (record: TemplateRecord, relations: TemplateRelations) => {
  const category = relations.categories.get(record.categoryId);
  return {
    categoryId: category ? { id: category.id, name: category.name } : null,
    userId: relations.people.get(record.createdBy) ?? null,
  };
};

/** The catalogue's view: never the questions, nor the documents' keys. */
export const toCatalogueTemplate = (
  record: TemplateRecord,
  relations: TemplateRelations,
): CatalogueTemplate => ({
  id: record.id,
  name: record.name,
  description: record.description,
  price: record.price,
  ...related(record, relations),
  stripe_url: record.stripe_url,
  min_time: record.min_time ?? null,
  max_time: record.max_time ?? null,
  min_questions: record.min_questions ?? null,
  max_questions: record.max_questions ?? null,
  status: record.status,
  published_version: publishedVersionOf(record),
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
});

/** The staff's view: everything, the S3 keys of the documents included. */
export const toStaffTemplate = (record: TemplateRecord, relations: TemplateRelations): StaffTemplate => ({
  ...toCatalogueTemplate(record, relations),
  json_questions: record.json_questions,
  rules: record.rules ?? [],
  file_name: record.file_name,
  preview_name: record.preview_name,
  version: record.version,
  content_version: contentVersionOf(record),
  published_once: record.status === 'PUBLISHED' || record.publishedAt !== undefined,
});
