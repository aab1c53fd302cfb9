import { templateMessages } from '@redigo/shared/messages/templates';
import { apiData } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** What POST /template/upload-url answers: where to PUT one file, and with which headers. */
interface PresignedUpload {
  upload_key: string;
  url: string;
  headers: Record<string, string>;
  expires_in: number;
}

/** Asks for a presigned URL for `file`, PUTs the file there, and resolves with its upload key. */
export const sendToStorage = async (kind: 'master' | 'preview', file: File): Promise<string> => {
  const upload = await apiData<PresignedUpload>({
    method: 'POST',
    route: '/template/upload-url',
    body: { kind, file_name: file.name, size: file.size },
  });
  let response: Response;
  try {
    response = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: file });
  } catch {
    throw new ApiError(templateMessages.uploadSendFailed, 0, 'NETWORK');
  }
  if (!response.ok) throw new ApiError(templateMessages.uploadSendFailed, response.status, 'INTERNAL');
  return upload.upload_key;
};
