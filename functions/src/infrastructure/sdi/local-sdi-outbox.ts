import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../../ports/clock';
import type { SdiChannel } from '../../ports/sdi-channel';

/** A file in the local SdI outbox, as `/_local/sdi.json` lists it. */
export interface SdiOutboxEntry {
  file_name: string;
  invoiceId: string;
  to: string;
  xml: string;
  sentAt: string;
  status: 'CONSEGNATA';
}

/**
 * Local mode's SdI: every invoice handed over is a JSON file under `<dataDir>/sdi` (written whole, then
 * renamed), and the answer is CONSEGNATA at once.
 */
export const createLocalSdiOutbox = (directory: string, clock: Clock): SdiChannel => ({
  async send({ invoiceId, fileName, to, xml }) {
    await mkdir(directory, { recursive: true });
    const sentAt = clock.now().toISOString();
    const entry: SdiOutboxEntry = { file_name: fileName, invoiceId, to, xml, sentAt, status: 'CONSEGNATA' };
    const path = join(directory, `${sentAt.replace(/[:.]/g, '-')}-${invoiceId}.json`);
    const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, JSON.stringify(entry, null, 2));
    await rename(temporary, path);
    return 'CONSEGNATA';
  },
});

/** The local SdI outbox, newest first. */
export const readSdiOutbox = async (directory: string): Promise<SdiOutboxEntry[]> => {
  const names = await readdir(directory).catch(() => [] as string[]);
  const entries = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(join(directory, name), 'utf8')) as SdiOutboxEntry),
  );
  return entries.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
};
