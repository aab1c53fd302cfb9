import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ContractMarker, PaymentRepository, SessionMarker } from '../../../areas/payments';
import { contractWriteItems } from '../contracts';
import { newInvoiceItem } from '../invoices';
import { isRecordId } from '../stored-items';
import { classifyWriteError, isConditionFailure, transactWrite } from '../transactions';
import { contractMarkerId, isPaymentItem, putNewItem, sessionMarkerId } from './payment-items';

/** The tables a payment's recording writes: its own, the contract's, and the invoice's. */
export interface PaymentTables {
  payments: string;
  contracts: string;
  invoices: string;
}

/**
 * A recording refused by a condition (recorded before), or still colliding with a concurrent recording after the
 * retries: either way not recorded by this call, and the caller reads what the other one stored.
 */
const notRecordedHere = (error: unknown): boolean => classifyWriteError(error).kind !== 'other';

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

    async record({ payment, contract: { read, paid }, invoice }) {
      const session: SessionMarker = {
        paymentId: payment.id,
        contractId: read.id,
        userId: payment.userId,
        createdAt: payment.createdAt,
      };
      const bought: ContractMarker = {
        paymentId: payment.id,
        transactionId: payment.transactionId,
        createdAt: payment.createdAt,
      };
      const items = [
        putNewItem(tables.payments, { id: sessionMarkerId(payment.transactionId), ...session }),
        putNewItem(tables.payments, { id: contractMarkerId(read.id), ...bought }),
        putNewItem(tables.payments, payment),
        ...contractWriteItems(tables.contracts, paid, read),
        ...(invoice ? [newInvoiceItem(tables.invoices, invoice)] : []),
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
