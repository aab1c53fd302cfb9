// The templates module's public surface: what other modules may use of it (eslint.config.mjs enforces it).
export { docxNameOf, type DocxDownload } from './docx-download';
export type { PresignedUploadDeps } from './presigned-uploads';
export type { TemplateDeps } from './template-deps';
export { createTemplateChecker } from './template-checker';
export type { OrphanDeletion, TemplateFileRepository } from './template-file-repository';
export { templateOperations, type Operation } from './template-operations';
export * from './template-record';
export * from './template-repository';
export { createTemplatesArea } from './templates-area';
