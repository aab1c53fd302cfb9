import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { classifyWriteError, isConditionFailure, transactWrite } from './transactions';

const canceled = (...codes: string[]): TransactionCanceledException =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('classifyWriteError', () => {
  it('reads a single conditional write that failed as a refused condition', () => {
    const error = new ConditionalCheckFailedException({ message: 'failed', $metadata: {} });
    expect(classifyWriteError(error)).toEqual({
      kind: 'condition-failed',
      failedItems: [0],
      returnedItems: new Map(),
    });
  });

  it('gives the item a single conditional write found, when it asked for it', () => {
    const found = { id: { S: 'a-1' } };
    const error = new ConditionalCheckFailedException({ message: 'failed', $metadata: {}, Item: found });
    expect(classifyWriteError(error)).toEqual({
      kind: 'condition-failed',
      failedItems: [0],
      returnedItems: new Map([[0, found]]),
    });
  });

  it('names the items of a transaction whose conditions failed', () => {
    expect(
      classifyWriteError(canceled('None', 'ConditionalCheckFailed', 'None', 'ConditionalCheckFailed')),
    ).toEqual({
      kind: 'condition-failed',
      failedItems: [1, 3],
      returnedItems: new Map(),
    });
  });

  it('gives, by index, the items the failed conditions found when their writes asked for them', () => {
    const marker = { id: { S: 'session#cs_1' }, paymentId: { S: 'pay-1' } };
    const error = new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata: {},
      CancellationReasons: [
        { Code: 'None' },
        { Code: 'ConditionalCheckFailed', Item: marker },
        { Code: 'ConditionalCheckFailed' },
      ],
    });
    expect(classifyWriteError(error)).toEqual({
      kind: 'condition-failed',
      failedItems: [1, 2],
      returnedItems: new Map([[1, marker]]),
    });
  });

  it('reads a transaction cancelled only by a conflict as a conflict to retry, never as a refused condition', () => {
    const conflict = canceled('None', 'TransactionConflict');
    expect(classifyWriteError(conflict)).toEqual({ kind: 'conflict' });
    expect(isConditionFailure(conflict)).toBe(false);
  });

  it('puts a failed condition before a conflict in the same cancellation', () => {
    expect(classifyWriteError(canceled('TransactionConflict', 'ConditionalCheckFailed')).kind).toBe(
      'condition-failed',
    );
  });

  it('reads an error of the same name from another copy of the SDK by its name', () => {
    const foreign = Object.assign(new Error('x'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
    });
    expect(classifyWriteError(foreign)).toEqual({
      kind: 'condition-failed',
      failedItems: [0],
      returnedItems: new Map(),
    });
  });

  it.each([
    ['throttling', canceled('ThrottlingError')],
    ['a validation error', canceled('ValidationError')],
    ['a plain error', new Error('network')],
    ['nothing', undefined],
    ['a string', 'oops'],
  ])('reads %s as something else', (_, error) => {
    expect(classifyWriteError(error)).toEqual({ kind: 'other' });
  });
});

describe('transactWrite', () => {
  const clientFailing = (errors: unknown[]) => {
    const calls: unknown[] = [];
    const client = {
      send: (command: unknown) => {
        calls.push(command);
        const error = errors.shift();
        return error === undefined ? Promise.resolve({}) : Promise.reject(error);
      },
    } as unknown as DynamoDBDocumentClient;
    return { client, calls };
  };

  it('runs a transaction again while it only collides with another one', async () => {
    const { client, calls } = clientFailing([
      canceled('TransactionConflict'),
      canceled('TransactionConflict'),
    ]);
    await transactWrite(client, []);
    expect(calls).toHaveLength(3);
  });

  it('throws a refused condition at once, without running the transaction again', async () => {
    const refusal = canceled('ConditionalCheckFailed');
    const { client, calls } = clientFailing([refusal]);
    await expect(transactWrite(client, [])).rejects.toBe(refusal);
    expect(calls).toHaveLength(1);
  });

  it('gives up on a conflict that does not clear', async () => {
    const { client, calls } = clientFailing(
      Array.from({ length: 10 }, () => canceled('TransactionConflict')),
    );
    await expect(transactWrite(client, [])).rejects.toBeInstanceOf(TransactionCanceledException);
    expect(calls).toHaveLength(6);
  });
});
