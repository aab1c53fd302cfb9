import { send, fileNameOf, type ApiRequest, type DownloadedFile } from '../../lib/api-client';

/**
 * A file the server makes once, asynchronously (a purchased document's PDF, the redline of an update, the staff's
 * compare of two versions), or how long it asks to wait while it is being made (202 with `Retry-After`).
 */
export type PreparedFileAnswer =
  { ready: true; file: DownloadedFile } | { ready: false; retryAfterMs: number };

/** Asks for a prepared file: the file once it is made, else the server's `Retry-After` in milliseconds. */
export const fetchPreparedFile = async (request: ApiRequest): Promise<PreparedFileAnswer> => {
  const response = await send(request);
  if (response.status === 202) {
    const seconds = Number(response.headers.get('retry-after'));
    return { ready: false, retryAfterMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0 };
  }
  return {
    ready: true,
    file: { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) },
  };
};
