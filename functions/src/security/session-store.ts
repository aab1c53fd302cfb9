import type { SessionRegistry } from './session-registry';

/** A refresh token as stored in the tokens table: by the SHA-256 of the token, never the token itself. */
export interface RefreshTokenRecord {
  hash: string;
  userId: string;
  sessionId: string;
  /** Epoch seconds. */
  expiresAt: number;
  /** Set when the token was exchanged for a new one; presenting it again is a reuse. */
  usedAt?: string;
}

/**
 * Login sessions and their refresh tokens (port; its DynamoDB adapter is
 * functions/src/infrastructure/dynamodb/tokens/session-table.ts). A session
 * lives as long as its newest refresh token; revoking it ends every access token that names it.
 */
export interface SessionStore extends SessionRegistry {
  /** Starts a session with its first refresh token; both expire at `expiresAt`. */
  start(input: {
    sessionId: string;
    userId: string;
    refreshTokenHash: string;
    expiresAt: Date;
  }): Promise<void>;
  findRefreshToken(hash: string): Promise<RefreshTokenRecord | undefined>;
  /**
   * Spends `current` and stores `nextHash` in the same session, extending it to `expiresAt`, atomically.
   * False when `current` was already spent or expired, or the session is revoked or over.
   */
  rotate(current: RefreshTokenRecord, nextHash: string, expiresAt: Date): Promise<boolean>;
  /** Ends one session (logout, refresh-token reuse). Unknown or revoked sessions are left as they are. */
  revoke(sessionId: string): Promise<void>;
  /** Ends every session of a user (password reset, suspension). */
  revokeAllOf(userId: string): Promise<void>;
}
