// The templates module's public surface: what other modules may use of it (eslint.config.mjs enforces it).
export { docxNameOf, type DocxDownload } from './docx-download';
export { pinFilesItems } from './template-file-repository';
export { fileItemId, isDeleted, type TemplateRecord } from './template-record';
export { findTemplateById } from './template-repository';
