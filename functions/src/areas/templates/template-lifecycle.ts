import type { TemplateStatus } from '@redigo/shared/domain/template';
import { templateMessages as messages } from '@redigo/shared/messages/templates';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/app-errors';
import type { Principal } from '../../security/principal';
import type { TemplateDeps } from './template-deps';
import type { TemplateRecord, TemplateRelease } from './template-record';
import { announceRelease, requiredReleaseNotes } from './release-notes';
import { assertPublishable, existingTemplate, translateWriteError } from './template-rules';
import { contentVersionOf, publishedVersionOf, withPublishedContent } from './template-versions';

/** How a status change is checked. */
export interface StatusChangeOptions {
  /**
   * Whether publishing runs «Verifica tutti i percorsi» (every path of answers rendered). Always over HTTP; the
   * catalogue seed leaves it out for its own sample templates, whose paths a test verifies on every CI run
   * (test/api/templates-verify-paths.test.ts), because it is most of the time of every local start.
   */
  verifyPaths: boolean;
}

/**
 * What publishing `record` (as read) writes: the same record PUBLISHED when its newest content version is the one
 * published already (no notes needed, any sent ignored); else that version published, with no notes for the first
 * publication and the release notes (required: 400) for any later one.
 */
const publication = (
  record: TemplateRecord,
  now: string,
  releaseNotes: unknown,
): { record: TemplateRecord; release?: TemplateRelease } => {
  const published = publishedVersionOf(record);
  if (published === contentVersionOf(record)) return { record };
  return withPublishedContent(record, now, published === null ? null : requiredReleaseNotes(releaseNotes));
};

/**
 * PUT /template/{id}/status: publishing needs both documents, a question, a clean template check and no error on
 * any path of answers (422 with the list), then the release notes of a version after the first (400);
 * suspending is always allowed. Asking for the status the template already has changes nothing. A version published
 * because the law changed or the template was wrong has its buyers told, after the answer.
 */
export const changeTemplateStatus = async (
  deps: TemplateDeps,
  id: string,
  status: TemplateStatus,
  options: StatusChangeOptions = { verifyPaths: true },
  releaseNotes?: unknown,
): Promise<TemplateRecord> => {
  const previous = await existingTemplate(deps, id);
  if (previous.status === status) return previous;
  const now = deps.clock.now().toISOString();
  const changed: TemplateRecord = { ...previous, status, version: previous.version + 1 };
  if (status === 'PUBLISHED') await assertPublishable(deps, changed, undefined, options);
  const published =
    status === 'PUBLISHED'
      ? publication(changed, now, releaseNotes)
      : { record: changed, release: undefined };
  const { release } = published;
  // `publishedAt` (the first publication) is set after the publication is judged on what was published before.
  const record: TemplateRecord = { ...published.record, publishedAt: previous.publishedAt ?? now };
  await deps.templates.replace(record, previous, release).catch(translateWriteError);
  await announceRelease(deps, release);
  return record;
};

/**
 * DELETE /template/{id}: the template leaves every list and answers 404 from now on, but its item and its files
 * stay, attached to it, for the contracts started on it.
 */
export const deleteTemplate = async (deps: TemplateDeps, id: string): Promise<void> => {
  const previous = await existingTemplate(deps, id);
  const record: TemplateRecord = {
    ...previous,
    version: previous.version + 1,
    deletedAt: deps.clock.now().toISOString(),
  };
  await deps.templates.replace(record, previous).catch(translateWriteError);
};

/**
 * POST /template/delete-master: deletes an uploaded file that no template refers to and no contract pinned, for
 * the staff member who uploaded it or an admin (403 for another editor) (its
 * record first, then the object, so a file in use is never lost); 404 for an unknown key, 409 for a file in use.
 */
export const deleteUploadedFile = async (
  deps: Pick<TemplateDeps, 'files' | 'masters'>,
  key: string,
  caller: Principal,
): Promise<void> => {
  const record = await deps.files.find(key);
  if (!record) throw new NotFoundError(messages.fileNotFound);
  if (caller.role !== 'admin' && record.uploadedBy !== caller.userId) {
    throw new ForbiddenError(messages.fileOfAnother);
  }
  const outcome = await deps.files.deleteOrphan(key);
  if (outcome === 'missing') throw new NotFoundError(messages.fileNotFound);
  if (outcome === 'in-use') throw new ConflictError(messages.fileInUse);
  await deps.masters.delete(key);
};
