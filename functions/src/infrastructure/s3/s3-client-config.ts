import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type { LocalService, SdkSettings } from '../../config/config';
import { sdkClientSettings } from '../sdk-settings';

/** The S3 client's settings; `local` points it at s3rver's guard (path-style addressing, the stack's key). */
export const s3ClientConfig = (region: string, local?: LocalService, sdk?: SdkSettings): S3ClientConfig => ({
  region,
  ...sdkClientSettings(sdk),
  ...(local ? { endpoint: local.endpoint, forcePathStyle: true, credentials: local.credentials } : {}),
});
