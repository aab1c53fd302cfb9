import { NamedError } from '../errors/named-error';

/**
 * Turns a .docx into a PDF/A-2b (port; LibreOffice headless in both environments, see
 * functions/src/infrastructure/libreoffice). Throws when the conversion fails, crashes or runs past its time;
 * what it answers is not trusted: the caller checks it (documents/pdfa-check.ts) before storing it.
 */
export interface DocumentConverter {
  toPdfA(docx: Buffer): Promise<Buffer>;
}

/**
 * Compares two .docx (port; LibreOffice's document compare, functions/src/infrastructure/libreoffice). Throws when
 * the compare fails, crashes or runs past its time; the caller checks what it answers before storing it.
 */
export interface DocumentComparer {
  /**
   * `revised` as a .docx with Word tracked changes (`w:ins`/`w:del`, word by word, by `author`) from `original`:
   * accepting them all gives `revised`, rejecting them all `original`.
   */
  compare(original: Buffer, revised: Buffer, author: string): Promise<Buffer>;
}

/** A conversion killed because it ran past its time (the document is too heavy, or the machine too busy). */
export class ConversionTimeoutError extends NamedError {
  constructor(timeoutMs: number) {
    super(`The conversion ran past ${timeoutMs} ms and was killed`);
  }
}
