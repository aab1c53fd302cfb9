import type { S3Client } from '@aws-sdk/client-s3';
import type { LocalService, SdkSettings } from '../../config/config';
import type { FileStore } from '../../ports/file-store';
import { once } from '../once';
import { s3ClientConfig } from './s3-client-config';

type S3Module = typeof import('@aws-sdk/client-s3');

/**
 * The S3 SDK is loaded on first use, so the Lambdas that never touch a bucket don't pay for loading it
 * (about 200 ms cold) and those that do pay only when they need it.
 */
const loadS3 = once(async (): Promise<S3Module> => import('@aws-sdk/client-s3'));

/** One S3 client per process, created on first use; `local` points it at s3rver's guard. */
export const lazyS3Client = (
  region: string,
  local?: LocalService,
  sdk?: SdkSettings,
): (() => Promise<S3Client>) =>
  once(async () => {
    const { S3Client } = await loadS3();
    return new S3Client(s3ClientConfig(region, local, sdk));
  });

const isMissing = (error: unknown): boolean => (error as { name?: string })?.name === 'NoSuchKey';
const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

/**
 * `putIfAbsent` looks first (a replay finds the file and writes nothing), then writes with `If-None-Match: *`,
 * which S3 refuses (412) when another writer stored the key meanwhile. s3rver ignores the condition: locally
 * the look before the write is what holds, and the local PDF queue runs one job per key at a time.
 */
export const createS3FileStore = (client: () => Promise<S3Client>, bucket: string): FileStore => ({
  async put(key, body, contentType) {
    const { PutObjectCommand } = await loadS3();
    await (
      await client()
    ).send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
  },
  async putIfAbsent(key, body, contentType) {
    if (await this.has(key)) return false;
    const { PutObjectCommand } = await loadS3();
    try {
      await (
        await client()
      ).send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          IfNoneMatch: '*',
        }),
      );
      return true;
    } catch (error) {
      if (statusOf(error) === 412) return false;
      throw error;
    }
  },
  async has(key) {
    const { HeadObjectCommand } = await loadS3();
    try {
      await (await client()).send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  },
  async get(key) {
    const { GetObjectCommand } = await loadS3();
    try {
      const { Body } = await (await client()).send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Body ? Buffer.from(await Body.transformToByteArray()) : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  },
  async delete(key) {
    const { DeleteObjectCommand } = await loadS3();
    await (await client()).send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  },
});
