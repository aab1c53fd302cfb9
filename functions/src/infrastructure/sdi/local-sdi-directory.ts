import { join } from 'node:path';

/** Where local mode keeps its SdI outbox (served at `/_local/sdi`). */
export const localSdiDirectory = (dataDir: string): string => join(dataDir, 'sdi');
