import type { DropReason } from '../questionnaire/carried-answers';

/** An answer of the original that the copy could not carry over, as the questionnaire's banner names it. */
export interface DroppedAnswer {
  variable: string;
  /** The question's text as the original was answered (the current one when the original's is unknown). */
  question: string;
  reason: DropReason;
}

/** What POST /contract/{id}/copy answers: the new contract, the answers carried over, those left and why. */
export interface ContractCopy {
  id: string;
  kept: string[];
  dropped: string[];
  reasons: DroppedAnswer[];
}
