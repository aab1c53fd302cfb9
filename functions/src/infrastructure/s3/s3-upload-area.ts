import type { S3Client } from '@aws-sdk/client-s3';
import type { UploadArea } from '../../ports/upload-area';

/**
 * Presigned PUTs into one bucket. The size and the content type are signed: S3 refuses a body of another
 * length or type. The presigner and the S3 SDK are loaded with the first URL.
 */
export const createS3UploadArea = (client: () => Promise<S3Client>, bucket: string): UploadArea => ({
  async presignPut(key, size, contentType, expiresInSeconds) {
    const [{ PutObjectCommand }, { getSignedUrl }] = await Promise.all([
      import('@aws-sdk/client-s3'),
      import('@aws-sdk/s3-request-presigner'),
    ]);
    const command = new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      ContentLength: size,
      ContentType: contentType,
    });
    return getSignedUrl(await client(), command, {
      expiresIn: expiresInSeconds,
      signableHeaders: new Set(['content-length', 'content-type']),
    });
  },
});
