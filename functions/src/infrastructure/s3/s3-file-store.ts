import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileStore } from '../../ports/file-store';

/** The S3 client; `endpoint` points it at s3rver (path-style addressing). */
export const createS3Client = (region: string, endpoint?: string): S3Client =>
  new S3Client({
    region,
    ...(endpoint
      ? { endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }
      : {}),
  });

const isMissing = (error: unknown): boolean =>
  error instanceof NoSuchKey || (error as { name?: string })?.name === 'NoSuchKey';

export const createS3FileStore = (s3: S3Client, bucket: string): FileStore => ({
  async put(key, body, contentType) {
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
  },
  async get(key) {
    try {
      const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Body ? Buffer.from(await Body.transformToByteArray()) : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  },
  async delete(key) {
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  },
});
