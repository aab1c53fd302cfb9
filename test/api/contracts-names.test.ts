import type { GroupItem } from '@redigo/shared/domain/question';
import { loginAs, registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import { createCompletedContract, markPaidInStore, preferring, templateIdByName } from '../support/contracts';
import { PEOPLE, personItem, type Person } from '../support/party-items';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(180_000);

const COMODATO = 'Contratto di comodato d’uso gratuito di immobile';
/** The answers naming the parties: one comodante (the first party) and one comodatario, both people. */
const person = (comodante: Person, comodatario: Person) => ({
  comodanti: [personItem(comodante)],
  comodatari: [personItem(comodatario)],
});

describe('document names: the default, a rename, the search and the download', () => {
  let stack: TestStack;
  let user: SignedIn;
  let admin: SignedIn;
  let other: SignedIn;
  let templateId: string;

  const read = async (id: string, token = user.token) =>
    (await stack.api.get(`/api/contract/${id}`, { token })).body.data;
  const search = async (name: string, token = user.token) => {
    const response = await stack.api.get(`/api/contract?status=COMPLETED&name=${encodeURIComponent(name)}`, {
      token,
    });
    return {
      status: response.status,
      ids: (response.body.data?.results ?? []).map((c: { id: string }) => c.id),
    };
  };
  const rename = (id: string, name: unknown, token = user.token) =>
    stack.api.put(`/api/contract/${id}/name`, { name }, { token });

  beforeAll(async () => {
    stack = await startTestStack();
    [user, admin] = await Promise.all([loginAs(stack, 'user'), loginAs(stack, 'admin')]);
    other = await registerVerifiedApprovedLawyer(stack, { name: 'Lucia', surname: 'Verdi' });
    templateId = await templateIdByName(stack, user.token, COMODATO);
  });
  afterAll(() => stack?.stop());

  it('names two comodati apart by their first party, and finds each by a party or the title', async () => {
    const rossi = await createCompletedContract(
      stack,
      user.token,
      templateId,
      preferring(person(PEOPLE.marioRossi, PEOPLE.annaBianchi)),
    );
    const esposito = await createCompletedContract(
      stack,
      user.token,
      templateId,
      preferring(person(PEOPLE.ciroEsposito, PEOPLE.nicoloFabbri)),
    );

    expect((await read(rossi.id)).name).toBe(`${COMODATO} – Mario Rossi`);
    expect((await read(esposito.id)).name).toBe(`${COMODATO} – Ciro Esposito`);
    expect((await search('ross')).ids).toEqual([rossi.id]);
    expect((await search('BIANCHI anna')).ids).toEqual([rossi.id]);
    expect((await search('nicolo fabbri')).ids).toEqual([esposito.id]);
    expect((await search('comodato gratuito')).ids).toEqual(expect.arrayContaining([rossi.id, esposito.id]));
    expect((await search('ross', other.token)).ids).toEqual([]);
    expect((await search('esposito', admin.token)).ids).toContain(esposito.id);
    const tooShort = await search('ro');
    expect(tooShort.status).toBe(400);
  });

  it('renames an unpaid document, keeps the name through saves, and goes back to the default with an empty name', async () => {
    const contract = await createCompletedContract(
      stack,
      user.token,
      templateId,
      preferring(person(PEOPLE.paolaNeri, PEOPLE.francoGallo)),
    );

    const renamed = await rename(contract.id, '  Pratica Neri – appartamento di via Po  ');
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      id: contract.id,
      name: 'Pratica Neri – appartamento di via Po',
    });
    const saved = await stack.api.put(
      `/api/contract/${contract.id}`,
      { type: templateId, status: 'COMPLETED', answers: contract.answers },
      { token: user.token },
    );
    expect(saved.status).toBe(200);
    expect((await read(contract.id)).name).toBe('Pratica Neri – appartamento di via Po');
    expect((await search('appartamento')).ids).toEqual([contract.id]);

    expect((await rename(contract.id, '')).body.data.name).toBe(`${COMODATO} – Paola Neri`);
    expect((await search('appartamento')).ids).toEqual([]);
  });

  it('renames a paid document without touching its bytes: only the download is named after it', async () => {
    const contract = await createCompletedContract(
      stack,
      user.token,
      templateId,
      preferring(person(PEOPLE.lucaConti, PEOPLE.saraRiva)),
    );
    const stored = Buffer.from('the purchased document');
    await markPaidInStore(stack, contract.id, stored, '2026-11-21T10:00:00.000Z');

    const blocked = await stack.api.put(
      `/api/contract/${contract.id}`,
      { name: 'Altro', type: templateId, status: 'COMPLETED', answers: contract.answers },
      { token: user.token },
    );
    const renamed = await rename(contract.id, 'Comodato Conti: box/cantina "A" d’Àngelo');
    const download = await stack.api.get(`/api/contract/download/${contract.id}`, { token: user.token });

    expect(blocked.status).toBe(409);
    expect(renamed.status).toBe(200);
    expect(download.raw.equals(stored)).toBe(true);
    const fileName = 'Comodato Conti box cantina A d’Àngelo - 21-11-2026.docx';
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Comodato Conti box cantina A d'Angelo - 21-11-2026.docx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
    const after = await read(contract.id);
    expect(after.paymentId).toEqual({ id: `pay-${contract.id}`, updatedAt: '2026-11-21T10:00:00.000Z' });
    expect(after.status).toBe('COMPLETED');
    expect((await search('cantina')).ids).toEqual([contract.id]);
  });

  it('refuses a rename by anyone but the owner (404, staff 403) and a name not plain text, too long or missing (400)', async () => {
    const contract = await createCompletedContract(stack, user.token, templateId);

    expect((await rename(contract.id, 'Mio', other.token)).status).toBe(404);
    expect((await rename(contract.id, 'Mio', admin.token)).status).toBe(403);
    const control = await rename(contract.id, 'Nome\u0007con campanello');
    expect(control.status).toBe(400);
    expect(control.body.message).toContain('caratteri non ammessi');
    expect((await rename(contract.id, 'x'.repeat(201))).status).toBe(400);
    expect((await rename(contract.id, '\uFFFE')).status).toBe(400);
    expect((await rename(contract.id, 42)).status).toBe(400);
    expect((await stack.api.put(`/api/contract/${contract.id}/name`, {}, { token: user.token })).status).toBe(
      400,
    );
    const [comodante] = contract.answers.comodanti as GroupItem[];
    expect((await read(contract.id)).name).toBe(
      `${COMODATO} – ${comodante?.nome as string} ${comodante?.cognome as string}`,
    );
  });
});
