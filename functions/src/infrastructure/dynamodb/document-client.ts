import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SdkSettings } from '../../config/config';
import { sdkClientSettings } from '../sdk-settings';

/** The DynamoDB document client; `endpoint` points it at DynamoDB Local. */
export const createDocumentClient = (
  region: string,
  endpoint?: string,
  sdk?: SdkSettings,
): DynamoDBDocumentClient =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region,
      ...sdkClientSettings(sdk),
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    }),
    { marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false } },
  );
