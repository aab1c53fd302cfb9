import type { SdkSettings } from '../config/config';

/** The parts of an AWS SDK client's configuration that say how it retries and when it gives up. */
export const sdkClientSettings = (settings?: SdkSettings) =>
  settings
    ? {
        maxAttempts: settings.maxAttempts,
        requestHandler: {
          connectionTimeout: settings.connectionTimeoutMs,
          requestTimeout: settings.requestTimeoutMs,
        },
      }
    : {};
