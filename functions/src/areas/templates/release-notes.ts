import { FREE_UPDATE_MOTIVI, type ReleaseNotes } from '@redigo/shared/domain/template-versions';
import { checkReleaseNotes } from '@redigo/shared/schemas/release-notes';
import { BadRequestError } from '../../errors/app-errors';
import { requestUpdateMails } from '../update-mails';
import type { TemplateDeps } from './template-deps';
import type { TemplateRelease } from './template-record';

/**
 * The release notes a new version is published with (docs/api.md, "Release notes"): 400 RELEASE_NOTES_REQUIRED,
 * with every field's problem in `errors` and the first as the message, when they are missing or wrong.
 */
export const requiredReleaseNotes = (value: unknown): ReleaseNotes => {
  const check = checkReleaseNotes(value);
  if (check.ok) return check.notes;
  throw new BadRequestError(check.problems[0] ?? '', check.problems, 'RELEASE_NOTES_REQUIRED');
};

/**
 * After a release was stored: a version published because the law changed or the template was wrong tells its
 * buyers (the mails go out after the answer, through the queue); a `miglioramento` tells nobody.
 */
export const announceRelease = async (
  deps: Pick<TemplateDeps, 'updateMails' | 'logger' | 'metrics'>,
  release: TemplateRelease | undefined,
): Promise<void> => {
  const motivo = release?.release_notes?.motivo;
  if (!release || !motivo || !FREE_UPDATE_MOTIVI.includes(motivo)) return;
  await requestUpdateMails(deps, { templateId: release.templateId, version: release.version });
};
