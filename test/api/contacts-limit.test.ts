import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { contactMessages as m } from '@redigo/shared/messages/contacts';
import { registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import { createContact, personaFisica } from '../support/contacts';
import { startTestStack, type TestStack } from '../support/test-stack';

describe('at most 5000 contacts per lawyer, counted in the same transaction as each create and delete', () => {
  let stack: TestStack;
  let lawyer: SignedIn;

  beforeAll(async () => {
    stack = await startTestStack();
    lawyer = await registerVerifiedApprovedLawyer(stack);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  /** The lawyer's counter item as the contacts table keeps it (infrastructure/dynamodb/contacts/contact-keys.ts). */
  const counterKey = () => ({ ownerId: lawyer.user.id, key: 'count' });
  const counter = async () =>
    (
      await stack.infrastructure.dynamo.send(
        new GetCommand({ TableName: stack.config.tables.contacts, Key: counterKey(), ConsistentRead: true }),
      )
    ).Item?.contacts;

  it('counts each create and delete', async () => {
    const created = await createContact(stack, lawyer.token, personaFisica());
    expect(await counter()).toBe(1);
    await stack.api.delete(`/api/contact/${created.body.data.id}`, { token: lawyer.token });
    expect(await counter()).toBe(0);
  });

  it('lets only as many concurrent creates through as the limit leaves room for, then answers 409', async () => {
    // 4,997 contacts written through the API would take minutes: the counter says so instead, as those creates would have.
    await stack.infrastructure.dynamo.send(
      new PutCommand({ TableName: stack.config.tables.contacts, Item: { ...counterKey(), contacts: 4997 } }),
    );

    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        createContact(stack, lawyer.token, personaFisica({ nome: `Mario${'o'.repeat(n)}` })),
      ),
    );

    const statuses = attempts.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(attempts.find((response) => response.status === 409)?.body).toEqual({
      message: m.limitReached(5000),
      code: 'CONFLICT',
    });
    expect(await counter()).toBe(5000);
    const listed = await stack.api.get('/api/contact?limit=100', { token: lawyer.token });
    expect(listed.body.data.results).toHaveLength(3);
  });

  it('makes room again when a contact is deleted', async () => {
    const listed = await stack.api.get('/api/contact', { token: lawyer.token });
    const [first] = listed.body.data.results as { id: string }[];

    expect((await createContact(stack, lawyer.token, personaFisica())).status).toBe(409);
    expect((await stack.api.delete(`/api/contact/${first?.id}`, { token: lawyer.token })).status).toBe(204);
    expect((await createContact(stack, lawyer.token, personaFisica())).status).toBe(201);
    expect((await createContact(stack, lawyer.token, personaFisica())).status).toBe(409);
  });
});
