import { S3Client } from '@aws-sdk/client-s3';
import { s3ClientConfig } from './s3-client-config';

/** An S3 client for tools and tests (the functions load theirs lazily, see s3-file-store.ts). */
export const createS3Client = (region: string, endpoint?: string): S3Client =>
  new S3Client(s3ClientConfig(region, endpoint));
