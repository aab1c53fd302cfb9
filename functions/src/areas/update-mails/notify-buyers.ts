import {
  FREE_UPDATE_MOTIVI,
  isFreeUpdate,
  releasesBetween,
  type ReleaseNotes,
} from '@redigo/shared/domain/template-versions';
import { updateMail } from '../../mail/update-mail';
import type { BoughtContract, MailRecipient, UpdateMailDeps } from './update-mail-deps';
import type { UpdateMailJob } from './update-mail-job';

/** Mails sent side by side: 1,000 buyers within a minute over SES or the outbox. */
const SENDING_AT_ONCE = 8;

/** The lawyers' contracts, by lawyer, each lawyer's newest first. */
const byLawyer = (contracts: BoughtContract[]): Map<string, BoughtContract[]> => {
  const lawyers = new Map<string, BoughtContract[]>();
  for (const contract of contracts)
    lawyers.set(contract.userId, [...(lawyers.get(contract.userId) ?? []), contract]);
  for (const owned of lawyers.values()) owned.sort((a, b) => (a.paidAt < b.paidAt ? 1 : -1));
  return lawyers;
};

/** Runs `work` on every item, `atOnce` at a time; every item is tried, the first failure thrown at the end. */
const eachAtOnce = async <T>(items: T[], atOnce: number, work: (item: T) => Promise<void>): Promise<void> => {
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    for (let item = items[next++]; item !== undefined; item = items[next++]) {
      await work(item).catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  if (failures.length > 0) throw failures[0];
};

/**
 * The buyers' mail of a published version (docs/api.md, "Template versions and updates"), run by the queue's
 * consumer after the publication answered: each lawyer who owns paid contracts of the template pinned to an older
 * version gets one mail at the account's PEC, naming them, saying whether updating each is free. A job delivered
 * again, or twice at once, sends no mail twice (UpdateMailMarkers); a mail that fails makes the job fail, to be
 * delivered again for the mails not sent. Nothing is sent for a `miglioramento`, a deleted template, or a
 * `cancellato` account.
 */
export const notifyBuyers = async (deps: UpdateMailDeps, job: UpdateMailJob): Promise<void> => {
  const { templateId, version } = job;
  const [template, [release]] = await Promise.all([
    deps.template(templateId),
    deps.releases.of(templateId, [version]),
  ]);
  const notes: ReleaseNotes | null | undefined = release?.release_notes;
  if (!template || template.deletedAt !== undefined || !notes || !FREE_UPDATE_MOTIVI.includes(notes.motivo)) {
    deps.logger.log('info', 'No buyers’ mail for this version', { templateId, version });
    return;
  }
  const contracts = await deps.paidBelow(templateId, version);
  if (contracts.length === 0) return;
  const oldest = Math.min(...contracts.map((contract) => contract.version));
  const releases = await deps.releases.of(
    templateId,
    Array.from({ length: version - oldest }, (_, index) => oldest + 1 + index),
  );
  const lawyers = byLawyer(contracts);
  const recipients = await deps.recipients([...lawyers.keys()]);
  const send = async ([userId, owned]: [string, BoughtContract[]]) => {
    const recipient: MailRecipient | undefined = recipients.get(userId);
    if (!recipient || recipient.status === 'cancellato') return;
    if (!(await deps.markers.claim(templateId, version, userId))) return;
    const documents = owned.map((contract) => ({
      name: contract.name,
      free: isFreeUpdate(releasesBetween(releases, contract.version, version), contract.paidAt),
    }));
    try {
      await deps.mailer.send(
        updateMail(deps.appUrl, recipient, { templateName: template.name, version, notes, documents }),
      );
    } catch (error) {
      await deps.markers.release(templateId, version, userId);
      throw error;
    }
    await deps.markers.sent(templateId, version, userId);
    deps.metrics.count('UpdateMailsSent');
  };
  await eachAtOnce([...lawyers.entries()], SENDING_AT_ONCE, send);
};
