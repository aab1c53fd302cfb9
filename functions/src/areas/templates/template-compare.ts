import type { TemplateFileKind } from '@redigo/shared/domain/template';
import { templateVersionMessages as messages } from '@redigo/shared/messages/template-versions';
import { NotFoundError } from '../../errors/app-errors';
import { compareKeyOf, redlineAuthorOf, servedComparison, type ComparisonDownload } from '../contract-pdfs';
import { docxNameOf } from './docx-download';
import type { TemplateDeps } from './template-deps';
import { fileKeyOf, type TemplateRecord } from './template-record';
import { existingTemplate } from './template-rules';
import { contentVersionOf } from './template-versions';

/**
 * The document (`kind`) of one content version of a template: the newest's is the template's own; a published
 * one's is its release's (what was published then). 404 for a version that does not exist, or one published before
 * versions recorded their documents.
 */
const documentOf = async (
  deps: Pick<TemplateDeps, 'templates'>,
  record: TemplateRecord,
  version: number,
  kind: TemplateFileKind,
): Promise<string> => {
  if (version === contentVersionOf(record)) {
    const key = fileKeyOf(record, kind);
    if (key) return key;
  }
  const [release] = await deps.templates.releasesOf(record.id, [version]);
  const key = kind === 'master' ? release?.file_name : release?.preview_name;
  if (!key) throw new NotFoundError(messages.versionNotFound);
  return key;
};

/**
 * GET /template/{id}/compare?from=V&to=W&kind=master (docs/api.md, "Template versions and updates"), for staff:
 * version W's master (or preview), tags as written, with tracked changes from version V's, made once by the
 * converter (202 while it is made) and kept in the masters bucket; 404 for a version that does not exist.
 */
export const compareTemplateVersions = async (
  deps: Pick<TemplateDeps, 'templates' | 'masters' | 'pdfJobs'>,
  id: string,
  query: { from: number; to: number; kind: TemplateFileKind },
): Promise<ComparisonDownload> => {
  const record = await existingTemplate(deps, id);
  const [original, revised] = await Promise.all([
    documentOf(deps, record, query.from, query.kind),
    documentOf(deps, record, query.to, query.kind),
  ]);
  const job = {
    kind: 'compare' as const,
    ownerId: record.id,
    original,
    revised,
    target: compareKeyOf(record.id, query.from, query.to, query.kind),
    author: redlineAuthorOf(query.to),
  };
  const name = `${record.name} - confronto versioni ${query.from}-${query.to}${query.kind === 'preview' ? ' (anteprima)' : ''}`;
  return servedComparison(deps.masters, deps.pdfJobs, job, docxNameOf(name));
};
