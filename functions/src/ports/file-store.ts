/** A bucket of immutable files addressed by key. */
export interface FileStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or undefined when there is no such key. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
