/** Where browsers put files in the masters bucket; a lifecycle rule deletes what is left there after a day. */
export const UPLOAD_PREFIX = 'uploads/';

/** Where the browser sends files straight to storage, with a short-lived URL of its own per file. */
export interface UploadArea {
  /** A URL to PUT exactly `size` bytes of `contentType` to `key`, valid for `expiresInSeconds`. */
  presignPut(key: string, size: number, contentType: string, expiresInSeconds: number): Promise<string>;
}
