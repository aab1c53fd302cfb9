import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { registerVerifiedApprovedLawyer } from '../support/accounts';
import { invitationToken, joinStudio, newStudio, studioBilling, studioWithMembers } from '../support/studios';
import { startTestStack, type TestStack } from '../support/test-stack';

const ITALIAN = expect.stringMatching(/[a-zà-ù]{3}/i);

describe('the studio, its invitations and members (docs/api.md, "The studio")', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('creates a studio whose titolare is the caller, reads it, changes it; a second one is 409', async () => {
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    expect((await stack.api.get('/api/studio', { token: lawyer.token })).status).toBe(404);
    const created = await stack.api.post(
      '/api/studio',
      { denominazione: 'Studio Verdi', billing: studioBilling({ denominazione: undefined }) },
      { token: lawyer.token },
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      denominazione: 'Studio Verdi',
      billing: { kind: 'studio', denominazione: 'Studio Verdi', partita_iva: '12345678903' },
      members: [{ userId: lawyer.user.id, role: 'titolare', pec: lawyer.pec }],
    });
    const again = await stack.api.post('/api/studio', { billing: studioBilling() }, { token: lawyer.token });
    expect(again.status).toBe(409);
    const changed = await stack.api.put(
      '/api/studio',
      { billing: studioBilling({ denominazione: 'Studio Verdi e Associati' }) },
      { token: lawyer.token },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.denominazione).toBe('Studio Verdi e Associati');
  });

  it('refuses bad studio bodies with Italian 400s, never a 5xx', async () => {
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    for (const body of [
      null,
      [],
      'x',
      {},
      { billing: 'x' },
      { billing: studioBilling({ cap: '1' }) },
      { billing: studioBilling({ kind: 'professionista' }) },
      { denominazione: 'Altro', billing: studioBilling() },
      { billing: studioBilling({ denominazione: undefined }) },
    ]) {
      const response = await stack.api.post('/api/studio', body, { token: lawyer.token });
      expect([response.status, body]).toEqual([400, body]);
      expect(response.body.message).toEqual(ITALIAN);
    }
  });

  it('invites by PEC: one-time link, 14 days, pending list, revocation, foreign and replayed tokens', async () => {
    const { titolare, studioId } = await newStudio(stack);
    const [invited, stranger] = await Promise.all([
      registerVerifiedApprovedLawyer(stack),
      registerVerifiedApprovedLawyer(stack),
    ]);
    const sent = await stack.api.post(
      '/api/studio/invitations',
      { pec: invited.pec, role: 'avvocato' },
      { token: titolare.token },
    );
    expect(sent.status).toBe(201);
    const days = (Date.parse(sent.body.data.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect(
      (
        await stack.api.post(
          '/api/studio/invitations',
          { pec: invited.pec, role: 'avvocato' },
          { token: titolare.token },
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await stack.api.post(
          '/api/studio/invitations',
          { pec: titolare.pec, role: 'avvocato' },
          { token: titolare.token },
        )
      ).status,
    ).toBe(409);
    const pending = await stack.api.get('/api/studio/invitations', { token: titolare.token });
    expect(pending.body.data).toEqual([sent.body.data]);

    const token = await invitationToken(stack, invited.pec);
    const foreign = await stack.api.post(
      '/api/studio/invitations/accept',
      { token },
      { token: stranger.token },
    );
    expect(foreign.status).toBe(403);
    expect(
      (
        await stack.api.post(
          '/api/studio/invitations/accept',
          { token: 'x'.repeat(22) },
          { token: invited.token },
        )
      ).status,
    ).toBe(404);
    const accepted = await stack.api.post(
      '/api/studio/invitations/accept',
      { token },
      { token: invited.token },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.id).toBe(studioId);
    expect(accepted.body.data.members.map((m: { role: string }) => m.role)).toEqual(['titolare', 'avvocato']);
    const replay = await stack.api.post(
      '/api/studio/invitations/accept',
      { token },
      { token: invited.token },
    );
    expect(replay.status).toBe(404);
    expect((await stack.api.get('/api/studio/invitations', { token: titolare.token })).body.data).toEqual([]);

    const other = await registerVerifiedApprovedLawyer(stack);
    const second = await stack.api.post(
      '/api/studio/invitations',
      { pec: other.pec, role: 'collaboratore' },
      { token: titolare.token },
    );
    const revokedToken = await invitationToken(stack, other.pec);
    expect(
      (await stack.api.delete(`/api/studio/invitations/${second.body.data.id}`, { token: titolare.token }))
        .status,
    ).toBe(204);
    expect(
      (
        await stack.api.post(
          '/api/studio/invitations/accept',
          { token: revokedToken },
          { token: other.token },
        )
      ).status,
    ).toBe(404);
    expect((await stack.api.get('/api/studio/invitations', { token: invited.token })).status).toBe(403);
  });

  it('concurrent accepts for two studios leave the account in exactly one', async () => {
    const [a, b, lawyer] = await Promise.all([
      newStudio(stack),
      newStudio(stack),
      registerVerifiedApprovedLawyer(stack),
    ]);
    await stack.api.post(
      '/api/studio/invitations',
      { pec: lawyer.pec, role: 'avvocato' },
      { token: a.titolare.token },
    );
    const tokenA = await invitationToken(stack, lawyer.pec);
    await stack.api.post(
      '/api/studio/invitations',
      { pec: lawyer.pec, role: 'avvocato' },
      { token: b.titolare.token },
    );
    const tokenB = await invitationToken(stack, lawyer.pec);
    const results = await Promise.all(
      [tokenA, tokenB].map((token) =>
        stack.api.post('/api/studio/invitations/accept', { token }, { token: lawyer.token }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [studioA, studioB] = await Promise.all(
      [a, b].map(({ titolare }) => stack.api.get('/api/studio', { token: titolare.token })),
    );
    const memberships = [studioA, studioB].filter((s) =>
      s?.body.data.members.some((m: { userId: string }) => m.userId === lawyer.user.id),
    );
    expect(memberships).toHaveLength(1);
  });

  it('changes roles and removes members; the last titolare keeps the role and may not leave others behind', async () => {
    const { titolare, avvocato, collaboratore } = await studioWithMembers(stack);
    const keep = await stack.api.put(
      `/api/studio/members/${titolare.user.id}`,
      { role: 'avvocato' },
      { token: titolare.token },
    );
    expect(keep.status).toBe(409);
    const leave = await stack.api.delete(`/api/studio/members/${titolare.user.id}`, {
      token: titolare.token,
    });
    expect(leave.status).toBe(409);
    expect(
      (
        await stack.api.put(
          `/api/studio/members/${avvocato.user.id}`,
          { role: 'capo' },
          { token: titolare.token },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await stack.api.put(
          `/api/studio/members/${collaboratore.user.id}`,
          { role: 'avvocato' },
          { token: avvocato.token },
        )
      ).status,
    ).toBe(403);
    const promoted = await stack.api.put(
      `/api/studio/members/${avvocato.user.id}`,
      { role: 'titolare' },
      { token: titolare.token },
    );
    expect(promoted.status).toBe(200);
    expect(
      (
        await stack.api.put(
          `/api/studio/members/${titolare.user.id}`,
          { role: 'avvocato' },
          { token: titolare.token },
        )
      ).status,
    ).toBe(200);
    expect(
      (await stack.api.delete(`/api/studio/members/${collaboratore.user.id}`, { token: collaboratore.token }))
        .status,
    ).toBe(204);
    expect((await stack.api.get('/api/studio', { token: collaboratore.token })).status).toBe(404);
    const rejoined = await registerVerifiedApprovedLawyer(stack);
    await joinStudio(stack, avvocato, rejoined, 'collaboratore');
    expect(
      (await stack.api.delete(`/api/studio/members/${rejoined.user.id}`, { token: avvocato.token })).status,
    ).toBe(204);
  });

  it('an expired invitation opens nothing (404), is no longer pending, and the PEC may be invited again', async () => {
    const { titolare, studioId } = await newStudio(stack);
    const invited = await registerVerifiedApprovedLawyer(stack);
    const sent = await stack.api.post(
      '/api/studio/invitations',
      { pec: invited.pec, role: 'avvocato' },
      { token: titolare.token },
    );
    expect(sent.status).toBe(201);
    const token = await invitationToken(stack, invited.pec);
    // Fifteen days later, as the studio's item would read then (infrastructure/dynamodb/studios/studio-items.ts).
    await stack.infrastructure.dynamo.send(
      new UpdateCommand({
        TableName: stack.config.tables.studios,
        Key: { id: `studio#${studioId}` },
        UpdateExpression: 'SET invitations.#id.expires_at = :past',
        ExpressionAttributeNames: { '#id': sent.body.data.id },
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 86_400_000).toISOString() },
      }),
    );

    const expired = await stack.api.post(
      '/api/studio/invitations/accept',
      { token },
      { token: invited.token },
    );
    expect(expired.status).toBe(404);
    expect(expired.body.message).toEqual(ITALIAN);
    expect((await stack.api.get('/api/studio/invitations', { token: titolare.token })).body.data).toEqual([]);
    expect((await stack.api.get('/api/studio', { token: invited.token })).status).toBe(404);
    const again = await stack.api.post(
      '/api/studio/invitations',
      { pec: invited.pec, role: 'avvocato' },
      { token: titolare.token },
    );
    expect(again.status).toBe(201);
    const fresh = await invitationToken(stack, invited.pec);
    expect(
      (await stack.api.post('/api/studio/invitations/accept', { token: fresh }, { token: invited.token }))
        .status,
    ).toBe(200);
  });

  it('answers bad input of any shape on every studio route with a 4xx and an Italian message, never a 5xx', async () => {
    const { titolare, avvocato } = await studioWithMembers(stack);
    const long = 'x'.repeat(5000);
    const bodies = [null, [], 'x', 5, {}, { pec: 5, role: [] }, { token: { a: 1 } }, { role: 'capo' }];
    const calls: [string, () => Promise<{ status: number; body: { message?: string } }>][] = [];
    const add = (label: string, call: () => Promise<{ status: number; body: unknown }>) =>
      calls.push([label, call as () => Promise<{ status: number; body: { message?: string } }>]);
    const as = { token: titolare.token };
    for (const body of bodies) {
      const label = JSON.stringify(body);
      add(`PUT /studio ${label}`, () => stack.api.put('/api/studio', body, as));
      add(`POST /studio/invitations ${label}`, () => stack.api.post('/api/studio/invitations', body, as));
      add(`POST /studio/invitations/accept ${label}`, () =>
        stack.api.post('/api/studio/invitations/accept', body, { token: avvocato.token }),
      );
      add(`PUT /studio/members ${label}`, () =>
        stack.api.put(`/api/studio/members/${avvocato.user.id}`, body, as),
      );
    }
    add('PUT /studio, a billing of the wrong kind', () =>
      stack.api.put('/api/studio', { billing: studioBilling({ kind: 'professionista' }) }, as),
    );
    add('POST /studio/invitations, not a PEC', () =>
      stack.api.post('/api/studio/invitations', { pec: 'non una pec', role: 'avvocato' }, as),
    );
    add('POST /studio/invitations, a long PEC', () =>
      stack.api.post('/api/studio/invitations', { pec: `${long}@pec.it`, role: 'avvocato' }, as),
    );
    add('POST /studio/invitations/accept, a long token', () =>
      stack.api.post('/api/studio/invitations/accept', { token: long }, { token: avvocato.token }),
    );
    add('DELETE /studio/invitations/{unknown}', () =>
      stack.api.delete('/api/studio/invitations/sconosciuta', as),
    );
    add('DELETE /studio/invitations/{long}', () => stack.api.delete(`/api/studio/invitations/${long}`, as));
    add('DELETE /studio/invitations/{encoded}', () => stack.api.delete('/api/studio/invitations/%00%ff', as));
    add('PUT /studio/members/{unknown}', () =>
      stack.api.put('/api/studio/members/sconosciuto', { role: 'avvocato' }, as),
    );
    add('PUT /studio/members/{long}', () =>
      stack.api.put(`/api/studio/members/${long}`, { role: 'avvocato' }, as),
    );
    add('DELETE /studio/members/{unknown}', () => stack.api.delete('/api/studio/members/sconosciuto', as));
    add('DELETE /studio/members/{long}', () => stack.api.delete(`/api/studio/members/${long}`, as));
    add('GET /studio/invoices?month=13', () => stack.api.get('/api/studio/invoices?month=13', as));
    add('GET /studio/invoices?page=x&limit=y', () =>
      stack.api.get('/api/studio/invoices?page=x&limit=y', as),
    );
    add('GET /studio/invoices/zip?year=x', () =>
      stack.api.get('/api/studio/invoices/zip?year=x&month=1', as),
    );
    add('PUT /contract/{unknown}/visibility', () =>
      stack.api.put('/api/contract/sconosciuto/visibility', { visibility: 'studio' }, as),
    );
    add('PUT /contract/{unknown}/visibility, bad body', () =>
      stack.api.put('/api/contract/sconosciuto/visibility', { visibility: { a: 1 } }, as),
    );
    add('GET /contract?scope=%00', () => stack.api.get('/api/contract?scope=%00', as));
    add('POST /contact shared not a boolean', () =>
      stack.api.post('/api/contact', { shared: 'sì' }, { token: avvocato.token }),
    );

    for (const [label, call] of calls) {
      const response = await call();
      expect([label, response.status >= 400 && response.status < 500]).toEqual([label, true]);
      expect([label, response.body?.message]).toEqual([label, ITALIAN]);
    }
    // Nothing changed: the studio still has its members.
    expect((await stack.api.get('/api/studio', { token: titolare.token })).body.data.members).toHaveLength(3);
  });
});
