import type { Answers, DetailedAnswer, GroupAnswer } from './question';
import type { ContractVisibility } from './studio';
import type { ContractUpdate, UpdatedContract } from './template-versions';

export const CONTRACT_STATUSES = ['TO_COMPLETE', 'COMPLETED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** The formats a purchased document downloads in: the .docx as rendered, or the PDF/A-2b made from it. */
export const DOCUMENT_FORMATS = ['docx', 'pdf'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** A generated document. */
export interface Contract {
  id: string;
  name: string;
  /** The template id. */
  type: string;
  title: string;
  status: ContractStatus;
  answers: Answers;
  /**
   * A draft's group being typed (`{variable: items}`, items possibly lacking fields), apart from `answers`: only
   * on GET /contract/{id}, to the owner, when the last draft save sent one.
   */
  group_in_progress?: Record<string, GroupAnswer>;
  /** The template version the contract was saved on; `max_questions` is null when the template gives none. */
  templateId: { id: string; price: number; stripe_url: string; max_questions: number | null } | null;
  paymentId: { id: string; updatedAt: string } | null;
  /** The content version of its template the contract is pinned to; null for a draft whose template is gone. */
  template_version: number | null;
  /** When its template is PUBLISHED with a newer version: that version, whether updating is free, the notes since. */
  update?: ContractUpdate;
  /** For a contract made by POST /contract/{id}/update: the original it updates. */
  updates?: UpdatedContract;
  userId: { id: string; name: string; surname: string } | null;
  /** `studio`: the whole studio's; `riservato`: its owner's alone (docs/api.md, "The studio"). */
  visibility?: ContractVisibility;
  /** Who made it. */
  owner?: { id: string; name: string; surname: string } | null;
  detailed_answers?: DetailedAnswer[];
  createdAt: string;
  updatedAt: string;
}
