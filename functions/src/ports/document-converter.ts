/**
 * Turns a .docx into a PDF/A-2b (port; LibreOffice headless in both environments, see
 * functions/src/infrastructure/libreoffice). Throws when the conversion fails, crashes or runs past its time;
 * what it answers is not trusted: the caller checks it (documents/pdfa-check.ts) before storing it.
 */
export interface DocumentConverter {
  toPdfA(docx: Buffer): Promise<Buffer>;
}
