import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LocalService, SdkSettings } from '../../config/config';
import { sdkClientSettings } from '../sdk-settings';

/** The DynamoDB document client; `local` points it at DynamoDB Local's guard, with the stack's key. */
export const createDocumentClient = (
  region: string,
  local?: LocalService,
  sdk?: SdkSettings,
): DynamoDBDocumentClient =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region,
      ...sdkClientSettings(sdk),
      ...(local ? { endpoint: local.endpoint, credentials: local.credentials } : {}),
    }),
    { marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false } },
  );
