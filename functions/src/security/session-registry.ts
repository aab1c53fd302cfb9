/**
 * Whether a login session is still active (port; its DynamoDB adapter is
 * functions/src/infrastructure/dynamodb/tokens/session-registry-table.ts). An access token names its session, so
 * revoking the session (logout, suspension, password reset, refresh-token reuse) ends it at once.
 */
export interface SessionRegistry {
  isActive(sessionId: string): Promise<boolean>;
}
