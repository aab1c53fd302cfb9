import { createDynamoAttemptCounters } from '@redigo/functions/infrastructure/dynamodb/tokens/attempt-counter-table';
import { startTestStack, type TestStack } from '../support/test-stack';

describe('attempt counters in DynamoDB, when a window has expired', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ seed: false });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('restart once for a burst of concurrent additions, so every addition gets its own count', async () => {
    let now = new Date('2026-01-10T10:00:00Z');
    const counters = createDynamoAttemptCounters(stack.infrastructure.dynamo, stack.config.tables.tokens, {
      now: () => now,
    });
    for (let i = 0; i < 3; i += 1) await counters.increment('limit#prova', 60, false);
    now = new Date('2026-01-10T10:05:00Z');

    const counts = await Promise.all(
      Array.from({ length: 30 }, () => counters.increment('limit#prova', 60, false)),
    );

    expect(counts.map((state) => state.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 1),
    );
  });
});
