import type { TemplateRule } from '../expressions/rules';
import type { Answers, Question } from './question';

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
  /**
   * The rules across answers (docs/api.md, "Computed amounts and rules across answers"): staff views only, where the
   * server always sends them (`[]` for none).
   */
  rules?: TemplateRule[];
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
  /**
   * The content version lawyers get now (docs/api.md, "Template versions and updates"): the last one published, null
   * before the first publication.
   */
  published_version: number | null;
  /** Staff views only: the newest content version, published or not. */
  content_version?: number;
  userId: { id: string; name: string; surname: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** A template as a lawyer sees it in the catalogue: no questions, no rules, no files. */
export type CatalogueTemplate = Omit<Template, 'json_questions' | 'rules' | 'file_name' | 'preview_name'>;

/** The outcome of the template check: errors block publishing, warnings don't. */
export interface TemplateCheckResult {
  errors: string[];
  warnings: string[];
}

/** What the path verification can find in a rendered document (docs/api.md, "Verifica tutti i percorsi"). */
export const PATH_FINDING_KINDS = [
  'invalid_document',
  'render_error',
  'leftover_tag',
  'undefined_text',
  'empty_paragraph',
  'broken_reference',
  'rule_never_held',
  'rule_never_broken',
  'rule_never_tested',
] as const;
export type PathFindingKind = (typeof PATH_FINDING_KINDS)[number];

/** A problem found in the document rendered for one path, with the answers of the first path that shows it. */
export interface PathFinding {
  /** 'Master' or 'Anteprima'; 'Regole' for what the rules showed. */
  document: string;
  kind: PathFindingKind;
  /** Errors stop publishing; warnings are for the author to judge. */
  severity: 'error' | 'warning';
  /** In Italian, naming the document and what is wrong. */
  message: string;
  /** The answers of the first path that produced it, by question variable. */
  answers: Answers;
  /** How many of the paths tried produced it. */
  occurrences: number;
}

/** POST /template/{id}/verify-paths: every reachable path (or a pairwise-covering set) rendered and inspected. */
export interface PathVerificationReport {
  /** How many paths were rendered, each for the master and the preview. */
  combinations: number;
  /** true when every reachable path was planned; false when a pairwise-covering set was. */
  exhaustive: boolean;
  /**
   * true when trying the whole plan would have taken longer than the time a verification has (docs/api.md,
   * "Limits"): only its first paths, those that cover the most pairs of answers, were rendered.
   */
  sampled: boolean;
  findings: PathFinding[];
  /** How many findings are errors (they block publishing). */
  errors: number;
  warnings: number;
  /** A one-line summary in Italian. */
  summary: string;
}
