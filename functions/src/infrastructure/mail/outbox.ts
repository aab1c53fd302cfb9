import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
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

/** The file of a mail: the mail and its place in the order of sending (not listed). */
interface OutboxFile extends OutboxMail {
  seq?: number;
}

const LINK = /https?:\/\/[^\s<>"')]+/g;

/**
 * Grows with every mail this process writes: two mails sent within the same millisecond (or under a fixed
 * clock) still list in the order they were sent.
 */
let sequence = 0;

/**
 * Local mode: every mail is a JSON file under `<dataDir>/outbox`, so it survives restarts. Each file is written
 * whole under a temporary name and then renamed, so a reader never sees half a mail.
 */
export const createOutboxMailer = (directory: string, clock: Clock, ids: IdGenerator): Mailer => ({
  async send({ to, subject, text, html }) {
    await mkdir(directory, { recursive: true });
    const createdAt = clock.now().toISOString();
    sequence += 1;
    const file: OutboxFile = {
      id: ids.newId(),
      to,
      subject,
      text,
      html,
      links: [...new Set(text.match(LINK) ?? [])],
      createdAt,
      seq: sequence,
    };
    const path = join(directory, `${createdAt.replace(/[:.]/g, '-')}-${file.id}.json`);
    const temporary = `${path}.${process.pid}.${sequence}.tmp`;
    await writeFile(temporary, JSON.stringify(file, null, 2));
    await rename(temporary, path);
  },
});

const isString = (value: unknown): value is string => typeof value === 'string';

/** A mail file's content, or undefined when it is not a whole mail (unreadable, half written, foreign). */
const parseMail = (content: string): OutboxFile | undefined => {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const mail = value as Record<string, unknown>;
  const fields = [mail.id, mail.to, mail.subject, mail.text, mail.html, mail.createdAt];
  if (!fields.every(isString) || !Array.isArray(mail.links) || !mail.links.every(isString)) return undefined;
  return value as OutboxFile;
};

const readMail = async (path: string): Promise<OutboxFile | undefined> => {
  try {
    return parseMail(await readFile(path, 'utf8'));
  } catch {
    return undefined;
  }
};

/** A listed mail: exactly the fields of `OutboxMail`. */
const listed = ({ id, to, subject, text, html, links, createdAt }: OutboxFile): OutboxMail => ({
  id,
  to,
  subject,
  text,
  html,
  links,
  createdAt,
});

/** The outbox, newest first (by time, then by order of sending); files that are not whole mails are skipped. */
export const readOutbox = async (directory: string): Promise<OutboxMail[]> => {
  const names = await readdir(directory).catch(() => [] as string[]);
  const files = await Promise.all(
    names.filter((name) => name.endsWith('.json')).map((name) => readMail(join(directory, name))),
  );
  return files
    .filter((file): file is OutboxFile => file !== undefined)
    .sort(
      (a, b) =>
        b.createdAt.localeCompare(a.createdAt) || (b.seq ?? 0) - (a.seq ?? 0) || b.id.localeCompare(a.id),
    )
    .map(listed);
};
