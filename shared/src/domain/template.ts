import type { Question } from './question';

export const TEMPLATE_STATUSES = ['PUBLISHED', 'SUSPENDED'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

export const TEMPLATE_FILE_KINDS = ['master', 'preview'] as const;
export type TemplateFileKind = (typeof TEMPLATE_FILE_KINDS)[number];

/** A template (master) as staff see it. */
export interface Template {
  id: string;
  name: string;
  description: string;
  price: number;
  categoryId: { id: string; name: string } | null;
  stripe_url: string;
  json_questions: Question[];
  file_name: string;
  preview_name: string;
  /** The ranges of minutes and questions shown on the catalogue card; null when the editor gave none. */
  min_time: number | null;
  max_time: number | null;
  min_questions: number | null;
  max_questions: number | null;
  status: TemplateStatus;
  /** Staff views only: false for a template never published (shown as «Bozza»; its status is SUSPENDED). */
  published_once?: boolean;
  userId: { id: string; name: string; surname: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** A template as a lawyer sees it in the catalogue: no questions, no files. */
export type CatalogueTemplate = Omit<Template, 'json_questions' | 'file_name' | 'preview_name'>;

/** The outcome of the template check: errors block publishing, warnings don't. */
export interface TemplateCheckResult {
  errors: string[];
  warnings: string[];
}
