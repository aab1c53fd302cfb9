/** A bucket of immutable files addressed by key. */
export interface FileStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Stores the file only if nothing is stored at `key` yet: true when this call stored it, false when a file was
   * there already (it is left as it was). Two concurrent calls never both store.
   */
  putIfAbsent(key: string, body: Buffer, contentType: string): Promise<boolean>;
  /** Whether a file is stored at `key`, without reading it. */
  has(key: string): Promise<boolean>;
  /** The file's bytes, or undefined when there is no such key. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const PDF_CONTENT_TYPE = 'application/pdf';
