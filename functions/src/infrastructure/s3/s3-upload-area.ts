import type { LocalService } from '../../config/config';
import type { UploadArea } from '../../ports/upload-area';
import { once } from '../once';
import { s3ClientConfig } from './s3-client-config';

/**
 * Presigned PUTs into one bucket. The size and the content type are signed: S3 refuses a body of another
 * length or type. The signing client computes no checksum: by default it would sign the checksum of an empty
 * body, which S3 then finds wrong for the file sent. The presigner and the S3 SDK are loaded with the first URL.
 */
export const createS3UploadArea = (region: string, bucket: string, local?: LocalService): UploadArea => {
  const signer = once(async () => {
    const [{ S3Client, PutObjectCommand }, { getSignedUrl }] = await Promise.all([
      import('@aws-sdk/client-s3'),
      import('@aws-sdk/s3-request-presigner'),
    ]);
    const client = new S3Client({
      ...s3ClientConfig(region, local),
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    return { client, PutObjectCommand, getSignedUrl };
  });
  return {
    async presignPut(key, size, contentType, expiresInSeconds) {
      const { client, PutObjectCommand, getSignedUrl } = await signer();
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        ContentLength: size,
        ContentType: contentType,
      });
      return getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        signableHeaders: new Set(['content-length', 'content-type']),
      });
    },
  };
};
