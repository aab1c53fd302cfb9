import type { Contract } from '@redigo/shared/domain/contract';
import type { DetailedAnswer } from '@redigo/shared/domain/question';
import type { ContractUpdate } from '@redigo/shared/domain/template-versions';
import { contentVersionOf, type TemplateRecord } from '../templates';
import type { Person } from '../users';
import { pinnedVersionOf, type ContractSummary } from './contract-record';

/** A contract as the API answers it, with the version a client names to save it again without overwriting. */
export type ContractView = Contract & { version: number };

/**
 * What a contract's view needs besides its record: its owner and, for a contract saved unpinned (an older
 * draft), its template as it is now.
 */
export interface ContractRelations {
  people: Map<string, Person>;
  /** Current templates by id, for contracts without a pinned template. */
  templates: Map<string, TemplateRecord>;
  /** The contracts' updates by contract id (contract-updates.ts); none for a contract without one. */
  updates?: Map<string, ContractUpdate>;
}

const templateOf = (summary: ContractSummary, relations: ContractRelations): Contract['templateId'] => {
  if (summary.pinned) {
    const { templateId, price, stripe_url, max_questions } = summary.pinned;
    return { id: templateId, price, stripe_url, max_questions: max_questions ?? null };
  }
  const current = relations.templates.get(summary.type);
  return current
    ? {
        id: current.id,
        price: current.price,
        stripe_url: current.stripe_url,
        max_questions: current.max_questions ?? null,
      }
    : null;
};

/** The content version the contract is pinned to; an unpinned draft's follows its template (null when gone). */
export const templateVersionOf = (
  summary: ContractSummary,
  current: TemplateRecord | undefined,
): number | null => {
  if (summary.pinned) return pinnedVersionOf(summary.pinned);
  return current ? contentVersionOf(current) : null;
};

export const toContractView = (
  summary: ContractSummary,
  relations: ContractRelations,
  detailedAnswers?: DetailedAnswer[],
): ContractView => ({
  id: summary.id,
  name: summary.name,
  type: summary.type,
  title: summary.title,
  status: summary.status,
  answers: summary.answers,
  templateId: templateOf(summary, relations),
  paymentId: summary.paymentId ?? null,
  template_version: templateVersionOf(summary, relations.templates.get(summary.type)),
  ...(relations.updates?.has(summary.id) && { update: relations.updates.get(summary.id) }),
  ...(summary.updates && { updates: summary.updates }),
  userId: relations.people.get(summary.userId) ?? null,
  visibility: summary.studioId ? 'studio' : 'riservato',
  owner: relations.people.get(summary.userId) ?? null,
  ...(detailedAnswers && { detailed_answers: detailedAnswers }),
  createdAt: summary.createdAt,
  updatedAt: summary.updatedAt,
  version: summary.version,
});
