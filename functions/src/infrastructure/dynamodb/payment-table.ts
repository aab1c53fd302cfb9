import {
  contractMarkerId,
  sessionMarkerId,
  type ContractMarker,
  type PaymentRecord,
  type PaymentRepository,
  type PaymentTables,
  type SessionMarker,
} from '../../areas/payments';
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { markContractPaidItems } from '../../areas/contracts';
import { isRecordId, isRecordItem } from './stored-items';
import { classifyWriteError, isConditionFailure, transactWrite, type TransactItem } from './transactions';

/** Whether a payments-table item is a payment (not a marker). */
export const isPaymentItem = (item: unknown): item is PaymentRecord =>
  isRecordItem(item, { transactionId: 'string', contractId: 'string' });

/**
 * A recording refused by a condition (recorded before), or still colliding with a concurrent recording after the
 * retries: either way not recorded by this call, and the caller reads what the other one stored.
 */
const notRecordedHere = (error: unknown): boolean => classifyWriteError(error).kind !== 'other';

const putNew = (table: string, item: object): TransactItem => ({
  Put: { TableName: table, Item: { ...item }, ConditionExpression: 'attribute_not_exists(id)' },
});

export const createDynamoPaymentRepository = (
  dynamo: DynamoDBDocumentClient,
  tables: PaymentTables,
): PaymentRepository => {
  const read = async (id: string): Promise<Record<string, unknown> | undefined> =>
    (await dynamo.send(new GetCommand({ TableName: tables.payments, Key: { id }, ConsistentRead: true })))
      .Item;

  return {
    async findById(id) {
      if (!isRecordId(id)) return undefined;
      const item = await read(id);
      return isPaymentItem(item) ? item : undefined;
    },

    async findBySession(sessionId) {
      return (await read(sessionMarkerId(sessionId))) as SessionMarker | undefined;
    },

    async confirmByClient(paymentId) {
      try {
        await dynamo.send(
          new UpdateCommand({
            TableName: tables.payments,
            Key: { id: paymentId },
            UpdateExpression: 'SET confirmedByClient = :yes',
            ConditionExpression: 'attribute_exists(id) AND attribute_not_exists(confirmedByClient)',
            ExpressionAttributeValues: { ':yes': true },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async record(payment, contract, documentKey, alongside = []) {
      const session: SessionMarker = {
        id: sessionMarkerId(payment.transactionId),
        paymentId: payment.id,
        contractId: contract.id,
        userId: payment.userId,
        createdAt: payment.createdAt,
      };
      const bought: ContractMarker = {
        id: contractMarkerId(contract.id),
        paymentId: payment.id,
        transactionId: payment.transactionId,
        createdAt: payment.createdAt,
      };
      const items = [
        putNew(tables.payments, session),
        putNew(tables.payments, bought),
        putNew(tables.payments, payment),
        ...markContractPaidItems(
          tables.contracts,
          contract,
          { id: payment.id, updatedAt: payment.updatedAt },
          documentKey,
        ),
        ...alongside,
      ];
      try {
        await transactWrite(dynamo, items);
        return true;
      } catch (error) {
        if (notRecordedHere(error)) return false;
        throw error;
      }
    },
  };
};
