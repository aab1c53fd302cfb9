import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type { SdkSettings } from '../../config/config';
import { sdkClientSettings } from '../sdk-settings';

/** The S3 client's settings; `endpoint` points it at s3rver (path-style addressing). */
export const s3ClientConfig = (region: string, endpoint?: string, sdk?: SdkSettings): S3ClientConfig => ({
  region,
  ...sdkClientSettings(sdk),
  ...(endpoint
    ? { endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }
    : {}),
});
