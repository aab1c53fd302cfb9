import type { ContractStatus } from '@redigo/shared/domain/contract';
import type { GroupInProgress } from '@redigo/shared/questionnaire/group-in-progress';
import type { Answers, AnswerValue, Question } from '@redigo/shared/domain/question';
import type { TemplateRule } from '@redigo/shared/expressions/rules';
import type { UpdatedContract } from '@redigo/shared/domain/template-versions';
import { contentVersionOf, type TemplateRecord } from '../templates';

/**
 * The template version a contract was last saved on (a draft or COMPLETED), copied at that moment, so that later
 * edits or the deletion of the template never change the contract, its questions, its preview or its full
 * document. `file_name` and
 * `preview_name` are S3 keys in the masters bucket, never reused, and pinned (never deleted) by the same save.
 */
export interface PinnedTemplate {
  templateId: string;
  /** The template's version when pinned; a template never has two contents under one version. */
  version: number;
  /**
   * The template's content version when pinned: the contract's `template_version` (docs/api.md, "Template versions
   * and updates"). Absent on contracts pinned before versions existed: 1.
   */
  content_version?: number;
  name: string;
  /** `''` when the template had no category. */
  categoryId: string;
  /** Euro, VAT excluded. */
  price: number;
  stripe_url: string;
  /** Absent when the template gives none. */
  max_questions?: number;
  json_questions: Question[];
  /** The version's rules across answers, stored with its questions; absent when it has none. */
  rules?: TemplateRule[];
  file_name: string;
  preview_name: string;
}

/** The payment that bought a contract, as the API shows it. */
export interface ContractPayment {
  id: string;
  updatedAt: string;
}

/**
 * A contract (generated document), one item per contract in the contracts table, keyed by `id`.
 *
 * - `type` is the template's id and `title` its name at the last save; `categoryId` is the template's category at
 *   the last save (`''` for none), so lists filter on it.
 * - `pinned` is set by every save: the template snapshot the answers were checked against (contracts saved before
 *   drafts were pinned may lack it while TO_COMPLETE; their views follow the template as it is now). Its `json_questions` and `rules` are stored once per template version in an immutable
 *   `questions#<templateId>#<version>` item, not in every contract; the repository joins them on reads by id.
 * - `paymentId` and `documentKey` (the purchased .docx in the documents bucket) are set together by the payments
 *   area; from then on the contract never changes but for its name.
 * - `name` may change after the purchase too (a rename), which touches nothing else of the contract.
 * - `group_in_progress` is a draft's group being typed, beside `answers` and never among them: each draft save
 *   replaces it, a COMPLETED save and a copy leave it out, and only the owner's GET by id shows it.
 * - `client_answers` are the values the lawyer accepted or edited from a client's link (docs/api.md, "The client's
 *   data by link"), by the key of the contract's detail (`variable`, `group.<n>.field`): the detail marks an answer
 *   `source: "cliente"` while it is still that value. Saves keep them; a copy starts without.
 * - `version` starts at 1 and grows by one on every write; each write is conditional on the version read.
 * - The stored item also carries the list keys derived from these fields
 *   (functions/src/infrastructure/dynamodb/contracts/contract-list-keys.ts).
 */
export interface ContractRecord {
  id: string;
  /** The owner's user id. */
  userId: string;
  /**
   * The studio whose contract this is (visibility `studio`, docs/api.md "The studio"); absent for a `riservato`
   * one, its owner's alone. A contract made while its owner is in a studio starts as the studio's.
   */
  studioId?: string;
  /** The lawyer's name for the document, or (until they give one) the title and the first party. */
  name: string;
  /** Set when the lawyer gave the name: saves keep it; otherwise every save renews the default name. */
  nameChosen?: boolean;
  /** The parties the answers name, in order (what a search finds besides the name and the title). */
  parties?: string[];
  title: string;
  type: string;
  status: ContractStatus;
  answers: Answers;
  /** Only on a TO_COMPLETE contract whose last save sent one. */
  group_in_progress?: GroupInProgress;
  client_answers?: Record<string, AnswerValue>;
  categoryId: string;
  pinned?: PinnedTemplate;
  paymentId?: ContractPayment;
  documentKey?: string;
  /** A contract made by POST /contract/{id}/update: the original it updates, as it was then. */
  updates?: UpdatedContract;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A contract as lists read it: everything but the pinned questions and rules, which live in their own item. */
export type ContractSummary = Omit<ContractRecord, 'pinned'> & {
  pinned?: Omit<PinnedTemplate, 'json_questions' | 'rules'>;
};

/** The content version of its template a pinned contract is on (1 for one pinned before versions existed). */
export const pinnedVersionOf = (pinned: Pick<PinnedTemplate, 'content_version'>): number =>
  pinned.content_version ?? 1;

/** Whether the contract was bought: it can't change any more. */
export const isPaid = (record: Pick<ContractRecord, 'paymentId'>): boolean => record.paymentId !== undefined;

/** The snapshot every save pins. */
export const pinTemplate = (template: TemplateRecord): PinnedTemplate => ({
  templateId: template.id,
  version: template.version,
  content_version: contentVersionOf(template),
  name: template.name,
  categoryId: template.categoryId,
  price: template.price,
  stripe_url: template.stripe_url,
  ...(template.max_questions !== undefined && { max_questions: template.max_questions }),
  json_questions: template.json_questions,
  ...(template.rules && template.rules.length > 0 && { rules: template.rules }),
  file_name: template.file_name,
  preview_name: template.preview_name,
});
