import { contractMessages as messages } from '@redigo/shared/messages/contracts';
import { isStaff, type Role } from '@redigo/shared/roles';
import { NotFoundError } from '../../errors/app-errors';
import type { Clock } from '../../ports/clock';
import { isDeleted, type TemplateRecord } from '../templates';

/** The templates contracts are made from, deleted ones included (port over the templates table). */
export interface TemplateSource {
  /** The template as stored now (a strongly consistent read): what a save checks and pins. */
  current(id: string): Promise<TemplateRecord | undefined>;
  /**
   * The template as read at most `ttlMs` ago: the next-question route's, so that a questionnaire's every step
   * does not read the table. A change (a suspension, new questions) shows there within `ttlMs`, at once when
   * made by this process (see `forget`); the COMPLETED save checks the answers against `current` anyway.
   */
  recent(id: string): Promise<TemplateRecord | undefined>;
  /** Forgets what `recent` remembers of a template: this process just wrote it. */
  forget(id: string): void;
}

/** A template the caller may answer: not deleted, and PUBLISHED for a user (404 otherwise, so ids can't be probed). */
export const answerableTemplate = (template: TemplateRecord | undefined, role: Role): TemplateRecord => {
  if (!template || isDeleted(template) || (!isStaff(role) && template.status !== 'PUBLISHED'))
    throw new NotFoundError(messages.templateNotFound);
  return template;
};

export interface TemplateSourceOptions {
  ttlMs?: number;
  /** How many templates to remember at most (the oldest read is forgotten first). */
  capacity?: number;
}

/**
 * A source over `read` (e.g. `findTemplateById`) that remembers recent reads, concurrent ones read once; a
 * template remembered past half the time to live is read again in the background while the remembered one still
 * answers, so that a questionnaire in use never waits for the table.
 */
export const createTemplateSource = (
  read: (id: string) => Promise<TemplateRecord | undefined>,
  clock: Clock,
  { ttlMs = 1000, capacity = 512 }: TemplateSourceOptions = {},
): TemplateSource => {
  const reads = new Map<string, { at: number; template: Promise<TemplateRecord | undefined> }>();
  const renewing = new Set<string>();
  // Bumped by every forget: a background read begun before it must not bring back what was forgotten.
  let forgets = 0;
  const remember = (id: string, at: number, template: Promise<TemplateRecord | undefined>) => {
    reads.delete(id);
    reads.set(id, { at, template });
    template.catch(() => reads.get(id)?.template === template && reads.delete(id));
    for (const oldest of reads.keys()) {
      if (reads.size <= capacity) break;
      reads.delete(oldest);
    }
  };
  const renewInBackground = (id: string) => {
    if (renewing.has(id)) return;
    renewing.add(id);
    const begunAfter = forgets;
    read(id)
      .then((template) => {
        if (forgets === begunAfter && reads.has(id))
          remember(id, clock.now().getTime(), Promise.resolve(template));
      })
      .catch(() => undefined) // the remembered one expires, and the next request reads in the foreground
      .finally(() => renewing.delete(id));
  };
  return {
    current: read,
    recent(id) {
      const now = clock.now().getTime();
      const remembered = reads.get(id);
      if (remembered && now - remembered.at < ttlMs) {
        if (now - remembered.at >= ttlMs / 2) renewInBackground(id);
        return remembered.template;
      }
      const template = read(id);
      remember(id, now, template);
      return template;
    },
    forget(id) {
      forgets += 1;
      reads.delete(id);
    },
  };
};
