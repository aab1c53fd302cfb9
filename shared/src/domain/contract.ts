import type { Answers, DetailedAnswer } from './question';

export const CONTRACT_STATUSES = ['TO_COMPLETE', 'COMPLETED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** A generated document. */
export interface Contract {
  id: string;
  name: string;
  /** The template id. */
  type: string;
  title: string;
  status: ContractStatus;
  answers: Answers;
  /** The template version the contract was saved on; `max_questions` is null when the template gives none. */
  templateId: { id: string; price: number; stripe_url: string; max_questions: number | null } | null;
  paymentId: { id: string; updatedAt: string } | null;
  userId: { id: string; name: string; surname: string } | null;
  detailed_answers?: DetailedAnswer[];
  createdAt: string;
  updatedAt: string;
}
