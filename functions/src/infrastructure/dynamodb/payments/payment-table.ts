import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ContractMarker, PaymentRepository, SessionMarker } from '../../../areas/payments';
import { contractWriteItems } from '../contracts';
import { newInvoiceItem } from '../invoices';
import { isRecordId } from '../stored-items';
import { classifyWriteError, isConditionFailure, transactWrite } from '../transactions';
import {
  contractMarkerId,
  isPaymentItem,
  putNewItem,
  putSessionMarker,
  recordedMarkerOf,
  sessionMarkerId,
} from './payment-items';

/** The tables a payment's recording writes: its own, the contract's, and the invoice's. */
export interface PaymentTables {
  payments: string;
  contracts: string;
  invoices: string;
}

/**
 * The indexes of a recording's transaction items: the session's marker, the contract's, the payment, then the
 * contract's items (and last the invoice).
 */
const SESSION_MARKER = 0;
const CONTRACT_MARKER = 1;
const CONTRACT = 3;

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
      const contractItems = contractWriteItems(tables.contracts, paid, read);
      const items = [
        putSessionMarker(tables.payments, { id: sessionMarkerId(payment.transactionId), ...session }),
        putNewItem(tables.payments, { id: contractMarkerId(read.id), ...bought }),
        putNewItem(tables.payments, payment),
        ...contractItems,
        ...(invoice ? [newInvoiceItem(tables.invoices, invoice)] : []),
      ];
      const isContractItem = (index: number) => index >= CONTRACT && index < CONTRACT + contractItems.length;
      try {
        await transactWrite(dynamo, items);
        return { kind: 'recorded' };
      } catch (error) {
        const refusal = classifyWriteError(error);
        if (refusal.kind === 'conflict') return { kind: 'busy' };
        if (refusal.kind === 'other') throw error;
        if (refusal.failedItems.includes(SESSION_MARKER)) {
          const marker = recordedMarkerOf(refusal.returnedItems.get(SESSION_MARKER));
          // The marker is never deleted, and a refused put returns it: without it, the refusal is not understood.
          if (!marker) throw error;
          return { kind: 'recordedBefore', ...marker };
        }
        if (refusal.failedItems.some((index) => index === CONTRACT_MARKER || isContractItem(index)))
          return { kind: 'contractChanged' };
        // The new payment's id, or its invoice's, taken: never for a new UUID.
        throw error;
      }
    },
  };
};
