import { randomUUID } from 'node:crypto';

/** Produces opaque ids (UUID v4). */
export interface IdGenerator {
  newId(): string;
}

export const uuidGenerator: IdGenerator = { newId: () => randomUUID() };
