import type { S3ClientConfig } from '@aws-sdk/client-s3';

/** The S3 client's settings; `endpoint` points it at s3rver (path-style addressing). */
export const s3ClientConfig = (region: string, endpoint?: string): S3ClientConfig => ({
  region,
  ...(endpoint
    ? { endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }
    : {}),
});
