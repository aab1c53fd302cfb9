/** What a link token is for: the registration's PEC verification (24 h) or a password reset (1 h). */
export type OneTimeTokenPurpose = 'verify' | 'reset';

/**
 * Single-use link tokens, stored only hashed in the tokens table (port; its DynamoDB adapter is
 * functions/src/infrastructure/dynamodb/tokens/one-time-token-table.ts).
 */
export interface OneTimeTokens {
  save(purpose: OneTimeTokenPurpose, hash: string, userId: string, expiresAt: Date): Promise<void>;
  /**
   * Uses the token up if it exists, is unused and unexpired, and answers its user's id; otherwise undefined.
   * Of two concurrent uses, exactly one succeeds.
   */
  spend(purpose: OneTimeTokenPurpose, hash: string): Promise<string | undefined>;
  /**
   * Uses a verification token: its first use while unexpired, or again while its first use (`verifiedAt`) is
   * later than `usedSince` (a mail scanner that opened the link first must not make the owner's click fail).
   * Answers its user's id; otherwise undefined. The used record (hashed) is kept until `keepUntil`. Only
   * `verify` tokens: a used token of any other purpose, or one used up by `spendAllOf`, never answers again.
   */
  spendVerification(hash: string, usedSince: Date, keepUntil: Date): Promise<string | undefined>;
  /** Uses up every outstanding token of this purpose of a user, so older links stop working. */
  spendAllOf(purpose: OneTimeTokenPurpose, userId: string): Promise<void>;
}
