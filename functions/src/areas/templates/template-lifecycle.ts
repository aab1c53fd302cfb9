import type { TemplateStatus } from '@redigo/shared/domain/template';
import { templateMessages as messages } from '@redigo/shared/messages/templates';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/app-errors';
import type { Principal } from '../../security/principal';
import type { TemplateDeps } from './template-deps';
import type { TemplateRecord } from './template-record';
import { assertPublishable, existingTemplate, translateWriteError } from './template-rules';

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
 * PUT /template/{id}/status: publishing needs both documents, a question, a clean template check and no error on
 * any path of answers (422 with the list); suspending is always allowed. Asking for the status the template
 * already has changes nothing.
 */
export const changeTemplateStatus = async (
  deps: TemplateDeps,
  id: string,
  status: TemplateStatus,
  options: StatusChangeOptions = { verifyPaths: true },
): Promise<TemplateRecord> => {
  const previous = await existingTemplate(deps, id);
  if (previous.status === status) return previous;
  const publishedAt = previous.publishedAt ?? deps.clock.now().toISOString();
  const record: TemplateRecord = { ...previous, status, publishedAt, version: previous.version + 1 };
  if (status === 'PUBLISHED') await assertPublishable(deps, record, undefined, options);
  await deps.templates.replace(record, previous).catch(translateWriteError);
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
