import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pinTemplate, type ContractRecord } from '@redigo/functions/areas/contracts';
import { newUserRecord } from '@redigo/functions/areas/users';
import { localPaths } from '@redigo/functions/composition/local';
import { toItem } from '@redigo/functions/infrastructure/dynamodb/contracts/contract-items';
import { findTemplateById } from '@redigo/functions/infrastructure/dynamodb/templates/template-table';
import { userItem } from '@redigo/functions/infrastructure/dynamodb/users/user-items';
import type { LocalStack } from '../../infra/src/local/local-stack';
import { loginAs } from '../support/accounts';
import { createApiClient } from '../support/api-client';
import { LAW_NOTES, saveWithNewQuestion, versionedTemplate } from '../support/template-versions';
import type { TestStack } from '../support/test-stack';
import type { BudgetRow } from './budget-row';
import { batchWrite } from './batch-write';
import { percentile } from './pdf-bench';

/** Publishing a version whose notes mail the buyers of older versions (docs/design.md, "Updates"). */
export interface UpdateMailFigures {
  buyers: number;
  /** PUT /template/{id} publishing the version, with `buyers` lawyers to mail. */
  answerMs: number;
  /** The buyers' mails in the outbox when the publication answered: the answer did not wait for them. */
  mailedAtAnswer: number;
  /** The same publication of a template nobody bought, `runs` times: the answer without buyers. */
  noBuyers: { runs: number; p50Ms: number; p95Ms: number };
  /** From the publication asked for to the last buyer's mail in the outbox. */
  allMailedMs: number;
  /** The lawyers mailed, and the mails they got (one each). */
  mailed: number;
  sent: number;
  failedJobs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `buyers` lawyers, each with one paid contract of the template pinned to its version now, written straight to the
 * tables as the payments area writes them (the contracts' `by-template-paid` index is what the mail job reads).
 */
const seedBuyers = async (stack: LocalStack, templateId: string, buyers: number): Promise<Set<string>> => {
  const { dynamo, clock } = stack.infrastructure;
  const { tables } = stack.config;
  const template = await findTemplateById(dynamo, tables.templates, templateId);
  if (!template) throw new Error(`No template ${templateId}`);
  const now = clock.now().toISOString();
  const ids = Array.from({ length: buyers }, (_, n) => `bench-buyer-${templateId}-${n}`);
  const users = ids.map((id, n) =>
    newUserRecord(
      {
        id,
        name: `Nome${n}`,
        surname: `Cognome${n}`,
        pec: `buyer-${n}-${templateId}@pec.it`,
        passwordHash: '-',
        role: 'user',
        status: 'confermato',
        email_verified: true,
      },
      now,
    ),
  );
  await batchWrite(dynamo, tables.users, users.map(userItem));
  const contracts = ids.map((userId, n): ContractRecord => {
    const id = `bench-bought-${templateId}-${n}`;
    return {
      id,
      userId,
      name: `Locazione ${n}`,
      title: template.name,
      type: template.id,
      status: 'COMPLETED',
      answers: { uso: 'Abitativo', canone: '750' },
      categoryId: template.categoryId,
      pinned: pinTemplate(template),
      paymentId: { id: `pay-${id}`, updatedAt: now },
      documentKey: `documents/${id}/v2.docx`,
      version: 2,
      createdAt: now,
      updatedAt: now,
    };
  });
  await batchWrite(dynamo, tables.contracts, contracts.map(toItem));
  return new Set(users.map((user) => user.pec.toLowerCase()));
};

/** The outbox's buyers' mails of a template: reads each new file once, keeps the recipients among `pecs`. */
const outboxReader = (directory: string, subject: string, pecs: Set<string>) => {
  const read = new Set<string>();
  const mailed = new Set<string>();
  let sent = 0;
  return async (): Promise<{ lawyers: number; sent: number }> => {
    const files = await readdir(directory).catch(() => [] as string[]);
    for (const file of files) {
      if (!file.endsWith('.json') || read.has(file)) continue;
      read.add(file);
      const mail = JSON.parse(await readFile(join(directory, file), 'utf8')) as {
        to: string;
        subject: string;
      };
      if (mail.subject !== subject || !pecs.has(mail.to.toLowerCase())) continue;
      mailed.add(mail.to.toLowerCase());
      sent += 1;
    }
    return { lawyers: mailed.size, sent };
  };
};

/**
 * On a stack of its own (no converter): a template nobody bought published again `runs` times (the answer with no
 * buyer); then a template with `buyers` lawyers who each bought it, written to the tables, published again with the
 * notes of a change of law, its answer timed; then the outbox watched until every buyer has the mail.
 */
export const measureUpdateMails = async (
  local: LocalStack,
  dataDir: string,
  settings: { buyers: number; runs: number },
): Promise<UpdateMailFigures> => {
  const stack: TestStack = { ...local, api: createApiClient(local.url), dataDir, tablePrefix: '' };
  const editor = await loginAs(stack, 'editor');
  const publish = async (templateId: string, variable: string) => {
    const started = performance.now();
    const published = await saveWithNewQuestion(stack, editor.token, templateId, variable, LAW_NOTES);
    const ms = performance.now() - started;
    if (published.status !== 200)
      throw new Error(`publish: ${published.status} ${JSON.stringify(published.body)}`);
    return ms;
  };

  const nobody = await versionedTemplate(stack, editor.token);
  const alone: number[] = [];
  for (let run = 0; run < settings.runs; run += 1) alone.push(await publish(nobody.id, `domanda_${run}`));

  const template = await versionedTemplate(stack, editor.token);
  const pecs = await seedBuyers(local, template.id, settings.buyers);
  const mailed = outboxReader(
    localPaths(local.config.local?.dataDir ?? dataDir).outbox,
    `Aggiornamento del modello «${template.name}»`,
    pecs,
  );
  const started = performance.now();
  const answerMs = await publish(template.id, 'deposito');
  const mailedAtAnswer = (await mailed()).sent;
  const deadline = Date.now() + 5 * 60_000;
  let count = await mailed();
  while (count.lawyers < settings.buyers) {
    if (Date.now() > deadline)
      throw new Error(`${count.lawyers} of ${settings.buyers} buyers mailed after 5 minutes`);
    await sleep(100);
    count = await mailed();
  }
  const allMailedMs = performance.now() - started;
  // A mail sent twice would land now, with the job's last ones.
  await sleep(1000);
  count = await mailed();
  return {
    buyers: settings.buyers,
    answerMs,
    mailedAtAnswer,
    noBuyers: { runs: alone.length, p50Ms: percentile(alone, 50), p95Ms: percentile(alone, 95) },
    allMailedMs,
    mailed: count.lawyers,
    sent: count.sent,
    failedJobs: (await local.updateMails.counts()).failed,
  };
};

export const updateMailRows = (figures: UpdateMailFigures | undefined): BudgetRow[] =>
  figures
    ? [
        {
          figure: `Updates: publishing a version whose notes mail ${figures.buyers} buyers, the answer`,
          budget: '< 1 s',
          measured:
            `${figures.answerMs.toFixed(0)} ms, ${figures.mailedAtAnswer} mails sent by then ` +
            `(no buyer: p50 ${figures.noBuyers.p50Ms.toFixed(0)} ms, p95 ${figures.noBuyers.p95Ms.toFixed(0)} ms, ` +
            `${figures.noBuyers.runs} runs)`,
          within: figures.answerMs < 1000 && figures.noBuyers.p95Ms < 1000,
        },
        {
          figure: `Updates: the mails of ${figures.buyers} buyers, from the publication to the last in the outbox`,
          budget: '< 60 s, every buyer once',
          measured:
            `${(figures.allMailedMs / 1000).toFixed(1)} s, ${figures.mailed} lawyers mailed ` +
            `(${figures.sent} mails), ` +
            `${figures.failedJobs} jobs given up`,
          within:
            figures.allMailedMs < 60_000 &&
            figures.mailed === figures.buyers &&
            figures.sent === figures.buyers &&
            figures.failedJobs === 0,
        },
      ]
    : [];
