import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StandInSession } from './checkout-session';

/** The stand-in's Checkout Sessions, one JSON file each under `<DATA_DIR>/stripe/sessions`, so restarts keep them. */
export interface StandInSessions {
  save(session: StandInSession): Promise<void>;
  find(id: string): Promise<StandInSession | undefined>;
}

const SESSION_ID = /^cs_test_[A-Za-z0-9]{1,200}$/;

export const createStandInSessions = (dataDir: string): StandInSessions => {
  const directory = join(dataDir, 'stripe', 'sessions');
  return {
    async save(session) {
      await mkdir(directory, { recursive: true });
      const file = join(directory, `${session.id}.json`);
      await writeFile(`${file}.tmp`, JSON.stringify(session, null, 2));
      await rename(`${file}.tmp`, file);
    },
    async find(id) {
      if (!SESSION_ID.test(id)) return undefined;
      try {
        return JSON.parse(await readFile(join(directory, `${id}.json`), 'utf8')) as StandInSession;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
};
