import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type ContractRecord, markContractPaidItems } from '../contracts';
import {
  classifyWriteError,
  isConditionFailure,
  transactWrite,
  type TransactItem,
} from '../../infrastructure/dynamodb/transactions';
import {
  contractMarkerId,
  isPaymentId,
  isPaymentItem,
  sessionMarkerId,
  type ContractMarker,
  type PaymentRecord,
  type SessionMarker,
} from './payment-record';

/** Payments and their markers in the payments table (port; DynamoDB adapter below). */
export interface PaymentRepository {
  findById(id: string): Promise<PaymentRecord | undefined>;
  /** The marker of a Checkout Session already recorded (strongly consistent), if any. */
  findBySession(sessionId: string): Promise<SessionMarker | undefined>;
  /**
   * Records `payment` for `contract` (as read, unpaid) with its purchased document at `documentKey`, in one
   * transaction: the session's and the contract's markers, the payment, and the contract marked paid with its
   * list counters moved, and `alongside` (the payment's waiting invoice). True when written; false when refused, with nothing written: the session or the
   * contract was recorded meanwhile, the contract changed since it was read, or the items stayed busy.
   */
  record(
    payment: PaymentRecord,
    contract: ContractRecord,
    documentKey: string,
    alongside?: TransactItem[],
  ): Promise<boolean>;
  /**
   * Marks a recorded payment as confirmed by the client, once: true for the one call that set the mark, false
   * when it was set before (or there is no such payment).
   */
  confirmByClient(paymentId: string): Promise<boolean>;
}

export interface PaymentTables {
  payments: string;
  contracts: string;
}

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
      if (!isPaymentId(id)) return undefined;
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
