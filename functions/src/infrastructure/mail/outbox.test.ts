import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOutboxMailer, readOutbox } from './outbox';

const fixedClock = { now: () => new Date('2026-03-01T10:00:00.000Z') };

const counterIds = () => {
  // Ids that sort against the order of sending, so only the sequence can put them right.
  let next = 1000;
  return { newId: () => `id-${(next -= 1)}` };
};

const mail = (subject: string) => ({
  to: 'avvocato@pec.it',
  subject,
  text: `Apri https://app.local/verify?token=${subject} e poi https://app.local/verify?token=${subject}`,
  html: '<p>ciao</p>',
});

describe('local outbox', () => {
  it('lists mails newest first, in order of sending within the same millisecond, in the documented shape', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'redigo-outbox-'));
    const mailer = createOutboxMailer(directory, fixedClock, counterIds());
    for (const subject of ['a', 'b', 'c', 'd']) await mailer.send(mail(subject));

    const mails = await readOutbox(directory);

    expect(mails.map((m) => m.subject)).toEqual(['d', 'c', 'b', 'a']);
    expect(Object.keys(mails[0] ?? {}).sort()).toEqual(
      ['createdAt', 'html', 'id', 'links', 'subject', 'text', 'to'].sort(),
    );
    expect(mails[0]).toMatchObject({
      to: 'avvocato@pec.it',
      links: ['https://app.local/verify?token=d'],
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    expect(readdirSync(directory).filter((name) => !name.endsWith('.json'))).toEqual([]);
  });

  it('skips files that are not whole mails instead of failing', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'redigo-outbox-'));
    await createOutboxMailer(directory, fixedClock, counterIds()).send(mail('ok'));
    writeFileSync(join(directory, 'half.json'), '{"id":"x","to":');
    writeFileSync(join(directory, 'other.json'), '[1,2]');
    writeFileSync(join(directory, 'pending.json.1.1.tmp'), '{');

    const mails = await readOutbox(directory);

    expect(mails.map((m) => m.subject)).toEqual(['ok']);
  });

  it('lists nothing for a folder that does not exist yet', async () => {
    expect(await readOutbox(join(tmpdir(), 'redigo-outbox-missing-', String(Date.now())))).toEqual([]);
  });
});
