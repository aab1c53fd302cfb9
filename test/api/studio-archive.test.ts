import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { loginAs, registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import { createDraft, createLinkTemplate } from '../support/client-links';
import { createContact, createdContact, listContacts, personaFisica } from '../support/contacts';
import { answerWholeQuestionnaire, preferring, templateIdByName } from '../support/contracts';
import { payThroughStandIn, postPayment } from '../support/payments';
import { joinStudio, studioWithMembers } from '../support/studios';
import { startTestStack, type TestStack } from '../support/test-stack';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const ITALIAN = expect.stringMatching(/[a-zà-ù]{3}/i);
const LOCAZIONE = 'Contratto di locazione abitativa 4+4';
const CHOICES = { tipologia_immobile: 'un monolocale', classe_energetica: 'D' };

/**
 * A studio's shared archive and address book (docs/api.md, "The studio"): the lists' scopes, what `riservato`
 * hides, what a member who leaves keeps and loses, the two books of contacts, and a draft a collaboratore prepares
 * that an avvocato completes and buys. Each test makes its own studio and accounts.
 */
describe('the studio\u2019s archive and address book', () => {
  let stack: TestStack;
  let linkTemplate: string;

  beforeAll(async () => {
    stack = await startTestStack();
    const editor = await loginAs(stack, 'editor');
    linkTemplate = await createLinkTemplate(stack, editor.token);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const draftOf = (lawyer: SignedIn) => createDraft(stack, lawyer.token, linkTemplate, { uso: 'Abitativo' });
  const get = (path: string, lawyer: SignedIn) => stack.api.get(path, { token: lawyer.token });
  const ids = (response: Json): string[] =>
    response.body.data.results.map((contract: { id: string }) => contract.id).sort();
  const listed = async (lawyer: SignedIn, scope?: string) => {
    const response = await get(`/api/contract?limit=100${scope ? `&scope=${scope}` : ''}`, lawyer);
    expect(response.status).toBe(200);
    return response;
  };

  it('lists the caller\u2019s own (mine), the studio\u2019s (studio) or both (all); another scope is 400', async () => {
    const { titolare, avvocato } = await studioWithMembers(stack);
    const newcomer = await registerVerifiedApprovedLawyer(stack);
    const before = await draftOf(newcomer);
    await joinStudio(stack, titolare, newcomer, 'avvocato');
    const [mineShared, titolareShared, avvocatoShared] = await Promise.all([
      draftOf(newcomer),
      draftOf(titolare),
      draftOf(avvocato),
    ]);

    expect(ids(await listed(newcomer, 'mine'))).toEqual([before, mineShared].sort());
    expect(ids(await listed(newcomer, 'studio'))).toEqual(
      [mineShared, titolareShared, avvocatoShared].sort(),
    );
    expect(ids(await listed(newcomer, 'all'))).toEqual(
      [before, mineShared, titolareShared, avvocatoShared].sort(),
    );
    expect(ids(await listed(newcomer))).toEqual(ids(await listed(newcomer, 'all')));
    const all = (await listed(newcomer)).body.data.results as Json[];
    expect(all.find((contract) => contract.id === before)).toMatchObject({
      visibility: 'riservato',
      owner: { id: newcomer.user.id },
    });
    expect(all.find((contract) => contract.id === titolareShared)).toMatchObject({
      visibility: 'studio',
      owner: { id: titolare.user.id, name: titolare.user.name, surname: titolare.user.surname },
    });
    // The titolare's archive has the studio's, never the newcomer's riservato one.
    expect(ids(await listed(titolare, 'all'))).toEqual([mineShared, titolareShared, avvocatoShared].sort());

    for (const scope of ['tutti', 'MINE', '1', 'mine&scope=studio']) {
      const refused = await get(`/api/contract?scope=${scope}`, newcomer);
      expect([scope, refused.status]).toEqual([scope, 400]);
      expect(refused.body.message).toEqual(ITALIAN);
    }
  });

  it('hides a riservato contract from every other member, the titolare included, until its owner shares it', async () => {
    const { titolare, avvocato, collaboratore } = await studioWithMembers(stack);
    const reserved = await draftOf(avvocato);
    const hidden = await stack.api.put(
      `/api/contract/${reserved}/visibility`,
      { visibility: 'riservato' },
      { token: avvocato.token },
    );
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ id: reserved, visibility: 'riservato' });

    for (const member of [titolare, collaboratore]) {
      expect((await get(`/api/contract/${reserved}`, member)).status).toBe(404);
      expect(ids(await listed(member, 'all'))).not.toContain(reserved);
      const answered = await stack.api.put(
        `/api/contract/${reserved}`,
        { type: linkTemplate, status: 'TO_COMPLETE', answers: { uso: 'Commerciale' } },
        { token: member.token },
      );
      expect(answered.status).toBe(404);
    }
    expect((await get(`/api/contract/${reserved}`, avvocato)).body.data.visibility).toBe('riservato');

    const shared = await stack.api.put(
      `/api/contract/${reserved}/visibility`,
      { visibility: 'studio' },
      { token: avvocato.token },
    );
    expect(shared.status).toBe(200);
    expect((await get(`/api/contract/${reserved}`, titolare)).status).toBe(200);
    expect(ids(await listed(collaboratore, 'studio'))).toContain(reserved);
    for (const visibility of ['pubblico', '', null, 3]) {
      const bad = await stack.api.put(
        `/api/contract/${reserved}/visibility`,
        { visibility },
        { token: avvocato.token },
      );
      expect([visibility, bad.status]).toEqual([visibility, 400]);
      expect(bad.body.message).toEqual(ITALIAN);
    }
  });

  it('a member who leaves keeps their riservato contracts and their own contacts, and loses the studio\u2019s', async () => {
    const { titolare } = await studioWithMembers(stack);
    const leaver = await registerVerifiedApprovedLawyer(stack);
    const kept = await draftOf(leaver);
    await joinStudio(stack, titolare, leaver, 'avvocato');
    const left = await draftOf(leaver);
    const [own, shared] = await Promise.all([
      createdContact(stack, leaver.token, personaFisica({ nome: 'Proprio' })),
      createdContact(stack, leaver.token, personaFisica({ nome: 'Condiviso', shared: true })),
    ]);
    expect((await listContacts(stack, leaver.token)).results.map((c) => c.id).sort()).toEqual(
      [own.id, shared.id].sort(),
    );

    expect(
      (await stack.api.delete(`/api/studio/members/${leaver.user.id}`, { token: leaver.token })).status,
    ).toBe(204);

    expect((await get(`/api/contract/${kept}`, leaver)).status).toBe(200);
    expect((await get(`/api/contract/${left}`, leaver)).status).toBe(404);
    expect(ids(await listed(leaver))).toEqual([kept]);
    expect((await get(`/api/contact/${shared.id}`, leaver)).status).toBe(404);
    expect((await get(`/api/contact/${own.id}`, leaver)).status).toBe(200);
    const contacts = await listContacts(stack, leaver.token);
    expect(contacts.results.map((contact) => contact.id)).toEqual([own.id]);
    // What the leaver made for the studio stays with it.
    expect((await get(`/api/contract/${left}`, titolare)).body.data.owner).toMatchObject({
      id: leaver.user.id,
    });
    expect(ids(await listed(titolare, 'studio'))).toContain(left);
    expect((await get(`/api/contact/${shared.id}`, titolare)).status).toBe(200);
    expect((await get(`/api/contact/${own.id}`, titolare)).status).toBe(404);
  });

  it('keeps two books: the studio\u2019s, that every member changes, and each member\u2019s own', async () => {
    const { titolare, avvocato, collaboratore } = await studioWithMembers(stack);
    const shared = await createdContact(
      stack,
      avvocato.token,
      personaFisica({ nome: 'Studio', shared: true }),
    );
    const own = await createdContact(stack, avvocato.token, personaFisica({ nome: 'Mio' }));
    expect(shared).toMatchObject({ shared: true });
    expect(own).toMatchObject({ shared: false });

    const ofAvvocato = await listContacts(stack, avvocato.token);
    expect(ofAvvocato.results.map((c) => [c.id, c.shared]).sort()).toEqual(
      [
        [own.id, false],
        [shared.id, true],
      ].sort(),
    );
    for (const member of [titolare, collaboratore]) {
      const list = await listContacts(stack, member.token);
      expect(list.results.map((c) => [c.id, c.shared])).toEqual([[shared.id, true]]);
      expect((await get(`/api/contact/${own.id}`, member)).status).toBe(404);
      expect(
        (await stack.api.put(`/api/contact/${own.id}`, personaFisica(), { token: member.token })).status,
      ).toBe(404);
      expect((await stack.api.delete(`/api/contact/${own.id}`, { token: member.token })).status).toBe(404);
    }

    // A collaboratore reads and changes the studio's contact; `shared: false` on PUT leaves it in its book.
    expect((await get(`/api/contact/${shared.id}`, collaboratore)).body.data.nome).toBe('Studio');
    const changed = await stack.api.put(
      `/api/contact/${shared.id}`,
      personaFisica({ nome: 'Cambiato', shared: false }),
      { token: collaboratore.token },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ nome: 'Cambiato', shared: true });
    expect((await get(`/api/contact/${shared.id}`, titolare)).body.data.nome).toBe('Cambiato');
    expect((await stack.api.delete(`/api/contact/${shared.id}`, { token: collaboratore.token })).status).toBe(
      204,
    );
    expect((await get(`/api/contact/${shared.id}`, avvocato)).status).toBe(404);
    expect((await get(`/api/contact/${own.id}`, avvocato)).status).toBe(200);

    // Outside a studio there is no studio book.
    const alone = await registerVerifiedApprovedLawyer(stack);
    const refused = await createContact(stack, alone.token, personaFisica({ shared: true }));
    expect(refused.status).toBe(409);
    expect((refused.body as Json).message).toEqual(ITALIAN);
  });

  it('holds the 5,000 limit per book: a full studio book refuses a shared contact, not the member\u2019s own', async () => {
    const { studioId, avvocato, collaboratore } = await studioWithMembers(stack);
    // 5,000 contacts written through the API would take minutes: the studio book's counter says so instead
    // (infrastructure/dynamodb/contacts/contact-keys.ts), as those creates would have.
    await stack.infrastructure.dynamo.send(
      new PutCommand({
        TableName: stack.config.tables.contacts,
        Item: { ownerId: `studio#${studioId}`, key: 'count', contacts: 4999 },
      }),
    );
    expect((await createContact(stack, avvocato.token, personaFisica({ shared: true }))).status).toBe(201);
    const full = await createContact(stack, collaboratore.token, personaFisica({ shared: true }));
    expect(full.status).toBe(409);
    expect((full.body as Json).message).toMatch(/5000|5\.000/);
    expect((await createContact(stack, collaboratore.token, personaFisica())).status).toBe(201);
    expect((await createContact(stack, avvocato.token, personaFisica())).status).toBe(201);
  });

  it('a collaboratore prepares a draft that an avvocato completes and buys; the collaboratore may not buy or download it', async () => {
    const { titolare, avvocato, collaboratore } = await studioWithMembers(stack);
    const locazione = await templateIdByName(stack, avvocato.token, LOCAZIONE);
    const walked = await answerWholeQuestionnaire(stack, avvocato.token, locazione, preferring(CHOICES));
    const [firstVariable] = Object.keys(walked.answers);
    const draft = await createDraft(stack, collaboratore.token, locazione, {
      [firstVariable ?? '']: walked.answers[firstVariable ?? ''],
    });
    const seen = await get(`/api/contract/${draft}`, avvocato);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ visibility: 'studio', owner: { id: collaboratore.user.id } });

    const completed = await stack.api.put(
      `/api/contract/${draft}`,
      { type: locazione, status: 'COMPLETED', answers: walked.answers },
      { token: avvocato.token },
    );
    expect(completed.status).toBe(200);
    expect((await get(`/api/contract/preview/${draft}`, collaboratore)).status).toBe(200);

    const { sessionId } = await payThroughStandIn(stack, avvocato.token, draft, {
      pec: avvocato.pec,
      params: { deliver_webhook: 'false' },
    });
    const refused = await postPayment(stack, collaboratore.token, draft, sessionId ?? '');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toEqual(ITALIAN);
    const paid = await postPayment(stack, avvocato.token, draft, sessionId ?? '');
    expect(paid.status).toBe(201);
    // The titolare confirming the same session gets the same payment.
    const again = await postPayment(stack, titolare.token, draft, sessionId ?? '');
    expect([again.status, again.body.data?.id]).toEqual([200, paid.body.data.id]);

    for (const path of [`/api/contract/download/${draft}`, `/api/contract/download/${draft}?format=pdf`]) {
      const denied = await get(path, collaboratore);
      expect([path, denied.status]).toEqual([path, 403]);
      expect(denied.body.message).toEqual(ITALIAN);
    }
    const download = await get(`/api/contract/download/${draft}`, avvocato);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
    expect((await get(`/api/contract/download/${draft}`, titolare)).status).toBe(200);
    // The payment is the avvocato's, who bought it, not the owner's.
    expect((await get(`/api/payment/${paid.body.data.id}`, avvocato)).status).toBe(200);
    expect((await get(`/api/payment/${paid.body.data.id}`, collaboratore)).status).toBe(404);
  });
});
