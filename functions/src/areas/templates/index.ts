// The templates module's public surface: what other modules may use of it (eslint.config.mjs enforces it).
export { acceptedAnswers } from './accepted-answers';
export { docxNameOf, type DocxDownload } from './docx-download';
export type { PresignedUploadDeps } from './presigned-uploads';
export type { TemplateDeps } from './template-deps';
export { createTemplateChecker } from './template-checker';
export { runPathVerification } from './path-verification';
export * from './path-verifier';
export type { OrphanDeletion, TemplateFileRepository } from './template-file-repository';
export * from './template-record';
export * from './template-repository';
export { contentVersionOf, publishedVersionOf, publishedVersionsOf } from './template-versions';
export type { VersionCount, VersionCounts } from './version-counts';
export type { TemplateReleases, UpdatedTemplate } from './template-releases';
export { presignedUploadRoutes } from './presigned-upload-routes';
export { templateFileRoutes } from './template-file-routes';
export { templateRoutes } from './template-routes';
export { templateVersionRoutes } from './template-version-routes';
// The use cases the seed of local mode and of a stage (infra/src/seed) runs, as staff would.
export { createTemplate, updateTemplate } from './save-template';
export { changeTemplateStatus } from './template-lifecycle';
export { uploadTemplateFiles } from './upload-files';
