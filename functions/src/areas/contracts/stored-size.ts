import { contractMessages as messages } from '@redigo/shared/messages/contracts';
import { CONTRACT_ITEM_MAX_BYTES, storedBytes } from '@redigo/shared/questionnaire/answer-size';
import { PayloadTooLargeError } from '../../errors/app-errors';

const KB = 1024;

/**
 * 413 when `value` (a save's answers, or the record it would write) weighs more than a contract's item may: a
 * contract is one DynamoDB item of at most 400 KB, so what it could not keep is refused before anything is stored.
 * A template's questions are bounded so that their answers fit (shared/src/questionnaire/answer-size.ts); this also
 * holds for templates saved before that rule, and for answers sent to no template's measure.
 */
export const assertStorable = (value: unknown): void => {
  const bytes = storedBytes(value);
  if (bytes > CONTRACT_ITEM_MAX_BYTES)
    throw new PayloadTooLargeError(
      messages.answersTooLarge(Math.ceil(bytes / KB), CONTRACT_ITEM_MAX_BYTES / KB),
    );
};
