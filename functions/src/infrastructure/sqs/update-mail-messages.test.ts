import type { SQSRecord } from 'aws-lambda';
import type { UpdateMailDeps } from '../../areas/update-mails';
import type { OutgoingMail } from '../../ports/mailer';
import { handleUpdateMailMessages } from './update-mail-messages';

const record = (messageId: string, body: unknown): SQSRecord =>
  ({ messageId, body: typeof body === 'string' ? body : JSON.stringify(body) }) as unknown as SQSRecord;

const NOTES = {
  motivo: 'modifica_normativa' as const,
  nota: 'Nuovi limiti al deposito.',
  riferimento: 'L. 1/2025',
};

/** The buyers' mail deps in memory: template `t-1` at version 2, one buyer on version 1; `failing` mailboxes refuse. */
const setUp = (failing: string[] = []) => {
  const sent: OutgoingMail[] = [];
  const markers = new Map<string, string>();
  const logged: string[] = [];
  const deps = {
    template: async (id: string) =>
      id === 't-1' ? ({ id, name: 'Locazione', status: 'PUBLISHED' } as never) : undefined,
    releases: {
      of: async (templateId: string, versions: number[]) =>
        versions.includes(2)
          ? [{ templateId, version: 2, published_at: '2026-06-01T00:00:00.000Z', release_notes: NOTES }]
          : [],
    },
    paidBelow: async () => [
      { id: 'c-1', userId: 'u-1', name: 'Locazione Rossi', version: 1, paidAt: '2026-05-01T00:00:00.000Z' },
    ],
    recipients: async () =>
      new Map([['u-1', { name: 'Anna', surname: 'Verdi', pec: 'anna@pec.it', status: 'confermato' }]]),
    markers: {
      claim: async (t: string, v: number, u: string) =>
        !markers.has(`${t}${v}${u}`) && !!markers.set(`${t}${v}${u}`, 'claimed'),
      sent: async (t: string, v: number, u: string) => void markers.set(`${t}${v}${u}`, 'sent'),
      release: async (t: string, v: number, u: string) => void markers.delete(`${t}${v}${u}`),
    },
    mailer: {
      send: async (mail: OutgoingMail) => {
        if (failing.includes(mail.to)) throw new Error('SES refused');
        sent.push(mail);
      },
    },
    appUrl: 'https://redigo.example',
    clock: { now: () => new Date('2026-06-02T00:00:00.000Z') },
    logger: { log: (level: string) => void logged.push(level), child: () => deps.logger },
    metrics: { count: () => undefined, publish: () => undefined },
  } as unknown as UpdateMailDeps;
  return { deps, sent, markers, logged };
};

describe('the buyers’ mail queue messages', () => {
  it('mails the buyers of each job, once however often it is delivered, and drops a message that is no job', async () => {
    const { deps, sent, logged } = setUp();

    const failures = await handleUpdateMailMessages(deps, [
      record('m-1', { templateId: 't-1', version: 2 }),
      record('m-2', 'not json'),
      record('m-3', { templateId: 't-1', version: 1 }),
      record('m-4', { templateId: 't-1', version: 2 }),
    ]);

    expect(failures).toEqual([]);
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['anna@pec.it', 'Aggiornamento del modello «Locazione»'],
    ]);
    expect(logged).toEqual(['error', 'error']);
  });

  it('hands back a job whose mail failed, and sends it at the next delivery', async () => {
    const { deps, sent, markers } = setUp(['anna@pec.it']);

    const failures = await handleUpdateMailMessages(deps, [record('m-1', { templateId: 't-1', version: 2 })]);

    expect(failures).toEqual([{ itemIdentifier: 'm-1' }]);
    expect(sent).toEqual([]);
    expect(markers.size).toBe(0);
    (deps.mailer as { send: (mail: OutgoingMail) => Promise<void> }).send = async (mail) =>
      void sent.push(mail);
    expect(await handleUpdateMailMessages(deps, [record('m-1', { templateId: 't-1', version: 2 })])).toEqual(
      [],
    );
    expect(sent).toHaveLength(1);
  });
});
