import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IdGenerator } from '../../ports/id-generator';
import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';

/** A mail kept in the local outbox, as `/_local/mail.json` lists it. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

const LINK = /https?:\/\/[^\s<>"')]+/g;

/** Local mode: every mail is a JSON file under `<dataDir>/outbox`, so it survives restarts. */
export const createOutboxMailer = (directory: string, clock: Clock, ids: IdGenerator): Mailer => ({
  async send({ to, subject, text, html }) {
    await mkdir(directory, { recursive: true });
    const createdAt = clock.now().toISOString();
    const mail: OutboxMail = {
      id: ids.newId(),
      to,
      subject,
      text,
      html,
      links: [...new Set(text.match(LINK) ?? [])],
      createdAt,
    };
    await writeFile(
      join(directory, `${createdAt.replace(/[:.]/g, '-')}-${mail.id}.json`),
      JSON.stringify(mail, null, 2),
    );
  },
});

/** The outbox, newest first. */
export const readOutbox = async (directory: string): Promise<OutboxMail[]> => {
  const names = await readdir(directory).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(join(directory, name), 'utf8')) as OutboxMail),
  );
  return mails.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
};
