import type { Role } from '@redigo/shared/roles';

/** Who is calling: the signed-in account, its role and its login session. */
export interface Principal {
  userId: string;
  role: Role;
  sessionId: string;
}
