import { S3Client } from '@aws-sdk/client-s3';
import type { LocalService } from '../../config/config';
import { s3ClientConfig } from './s3-client-config';

/** An S3 client for tools and tests (the functions load theirs lazily, see s3-file-store.ts). */
export const createS3Client = (region: string, local?: LocalService): S3Client =>
  new S3Client(s3ClientConfig(region, local));
