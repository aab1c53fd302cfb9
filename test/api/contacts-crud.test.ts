import { randomUUID } from 'node:crypto';
import { contactMessages as m } from '@redigo/shared/messages/contacts';
import { validationMessages } from '@redigo/shared/messages/validation';
import { routesOfArea, type RouteDefinition } from '@redigo/shared/routes';
import { loginAs, registerVerifiedApprovedLawyer, type DemoRole, type SignedIn } from '../support/accounts';
import { createContact, createdContact, personaFisica, personaGiuridica } from '../support/contacts';
import { itChecksRouteAccess, ROLES } from '../support/route-access';
import { startTestStack, type TestStack } from '../support/test-stack';

describe('the address book: one contact at a time, its owner alone', () => {
  let stack: TestStack;
  const signedIn = {} as Record<DemoRole, SignedIn>;
  let other: SignedIn;
  const accessLog: string[] = [];

  beforeAll(async () => {
    stack = await startTestStack({ accessLog: (line) => accessLog.push(line), env: { LOG_LEVEL: 'debug' } });
    for (const role of ROLES) signedIn[role] = await loginAs(stack, role);
    other = await registerVerifiedApprovedLawyer(stack);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const token = () => signedIn.user.token;
  const errorsOf = async (body: unknown) => {
    const response = await createContact(stack, token(), body);
    expect(response.status).toBe(400);
    return (response.body as unknown as { errors: string[] }).errors;
  };

  describe('POST /contact', () => {
    it('creates a persona fisica: codes in upper case without spaces, texts trimmed, dated', async () => {
      const response = await createContact(
        stack,
        token(),
        personaFisica({
          nome: '  Mario ',
          codice_fiscale: 'rssmra 85t10 h501o',
          provincia: 'rm',
          pec: 'mario@pec.it',
        }),
      );

      expect(response.status).toBe(201);
      const contact = response.body.data;
      expect(contact).toEqual({
        ...personaFisica({ pec: 'mario@pec.it' }),
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: contact.createdAt,
        // docs/api.md, "The studio": every contact says which book it is in (false: the lawyer's own).
        shared: false,
      });
      expect((await stack.api.get(`/api/contact/${contact.id}`, { token: token() })).body.data).toEqual(
        contact,
      );
    });

    it('creates a persona giuridica with its optional codice fiscale, REA and PEC', async () => {
      const body = personaGiuridica({ codice_fiscale: '12345678903', rea: 'mi-123456', pec: 'alfa@pec.it' });
      const contact = await createdContact(stack, token(), body);

      expect(contact).toMatchObject({ ...body, rea: 'MI-123456' });
    });

    it.each([
      [
        'a codice fiscale with a wrong check character',
        { codice_fiscale: 'RSSMRA85T10H501A' },
        `Codice fiscale: ${m.codiceFiscalePerson}`,
      ],
      [
        'a codice fiscale of the other sex',
        { sesso: 'F' },
        `Codice fiscale: ${m.codiceFiscaleAgreement('sex')}`,
      ],
      [
        'a codice fiscale of another birth date',
        { data_nascita: '1985-12-11' },
        `Codice fiscale: ${m.codiceFiscaleAgreement('date')}`,
      ],
      ['a CAP of 4 digits', { cap: '0018' }, `CAP: ${m.cap}`],
      ['an unknown province', { provincia: 'ZZ' }, `Provincia: ${m.provincia}`],
      ['a date that does not exist', { data_nascita: '1985-02-30' }, `Data di nascita: ${m.dataNascita}`],
      ['a missing required field', { luogo_nascita: undefined }, `Luogo di nascita: ${m.luogoNascita}`],
      ['a blank optional field', { email: '  ' }, `E-mail: ${m.blank}`],
      [
        'a field of the other kind',
        { denominazione: 'Alfa' },
        `Denominazione: ${m.notExpected('persona_fisica')}`,
      ],
      ['an unknown field', { colore: 'blu' }, m.unknownFields(['colore'])],
      [
        'a noncharacter in a text',
        { indirizzo: 'Via del Corso \ufffe 1' },
        `Indirizzo: ${validationMessages.unsafeCharacters}`,
      ],
      ['a PEC without a top-level domain', { pec: 'mario@pec' }, `PEC: ${m.pec}`],
    ])('refuses %s with its Italian message', async (_case, change, expected) => {
      expect(await errorsOf(personaFisica(change))).toEqual([expected]);
    });

    it('refuses a partita IVA with a wrong check digit, and names every missing field', async () => {
      expect(await errorsOf(personaGiuridica({ partita_iva: '12345678904' }))).toEqual([
        `Partita IVA: ${m.partitaIva}`,
      ]);
      expect(await errorsOf({ kind: 'persona_giuridica' })).toEqual(
        expect.arrayContaining([
          `Denominazione: ${m.denominazione}`,
          `Partita IVA: ${m.partitaIva}`,
          `Qualifica del rappresentante: ${m.rappresentanteQualifica}`,
        ]),
      );
      expect(await errorsOf({})).toContain(`Tipo: ${m.kind}`);
    });

    it('is refused to staff (403): the address book is a lawyer’s', async () => {
      for (const role of ['editor', 'admin'] as const)
        expect((await createContact(stack, signedIn[role].token, personaFisica())).status).toBe(403);
    });
  });

  describe('GET, PUT and DELETE /contact/{id}', () => {
    it('answer 404 to another lawyer and to staff, and leave the contact as it was', async () => {
      const contact = await createdContact(stack, token(), personaFisica({ nome: 'Privato' }));
      const path = `/api/contact/${contact.id}`;
      for (const caller of [other, signedIn.editor, signedIn.admin]) {
        const options = { token: caller.token };
        expect((await stack.api.get(path, options)).status).toBe(404);
        expect((await stack.api.put(path, personaFisica({ nome: 'Rubato' }), options)).status).toBe(404);
        expect((await stack.api.delete(path, options)).body).toEqual({
          message: m.contactNotFound,
          code: 'NOT_FOUND',
        });
      }
      expect((await stack.api.get(path, { token: token() })).body.data).toEqual(contact);
    });

    it('PUT replaces the whole contact: a field left out is removed, the others checked as on POST', async () => {
      const contact = await createdContact(
        stack,
        token(),
        personaFisica({ pec: 'mario@pec.it', telefono: '06 123456' }),
      );
      const path = `/api/contact/${contact.id}`;

      const replaced = await stack.api.put(
        path,
        personaFisica({ comune: 'Fiumicino', telefono: '06 123456' }),
        {
          token: token(),
        },
      );

      expect(replaced.status).toBe(200);
      expect(replaced.body.data).toEqual({
        ...personaFisica({ comune: 'Fiumicino', telefono: '06 123456' }),
        id: contact.id,
        createdAt: contact.createdAt,
        updatedAt: expect.any(String),
        shared: false,
      });
      expect(replaced.body.data).not.toHaveProperty('pec');
      expect((await stack.api.get(path, { token: token() })).body.data).toEqual(replaced.body.data);
      const refused = await stack.api.put(path, personaFisica({ cap: '1' }), { token: token() });
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [`CAP: ${m.cap}`] });
    });

    it('PUT takes back the contact as GET gave it, and refuses one changed since (its updatedAt)', async () => {
      const contact = await createdContact(stack, token(), personaGiuridica());
      const path = `/api/contact/${contact.id}`;

      const first = await stack.api.put(
        path,
        { ...contact, comune: 'Bergamo', provincia: 'BG' },
        { token: token() },
      );
      expect(first.status).toBe(200);
      const stale = await stack.api.put(
        path,
        { ...contact, comune: 'Brescia', provincia: 'BS' },
        { token: token() },
      );

      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ message: m.contactChanged, code: 'CONFLICT' });
      expect((await stack.api.get(path, { token: token() })).body.data.comune).toBe('Bergamo');
    });

    it('PUT may turn a persona fisica into a persona giuridica, keeping its id', async () => {
      const contact = await createdContact(stack, token(), personaFisica());
      const response = await stack.api.put(`/api/contact/${contact.id}`, personaGiuridica(), {
        token: token(),
      });

      expect(response.body.data).toEqual({
        ...personaGiuridica(),
        id: contact.id,
        createdAt: contact.createdAt,
        updatedAt: expect.any(String),
        shared: false,
      });
    });

    it('DELETE removes it for good: 204, then 404 everywhere', async () => {
      const contact = await createdContact(stack, token(), personaFisica({ nome: 'Cancellato' }));
      const path = `/api/contact/${contact.id}`;

      expect((await stack.api.delete(path, { token: token() })).status).toBe(204);
      expect((await stack.api.get(path, { token: token() })).status).toBe(404);
      expect((await stack.api.put(path, personaFisica(), { token: token() })).status).toBe(404);
      expect((await stack.api.delete(path, { token: token() })).status).toBe(404);
      const search = await stack.api.get('/api/contact?name=cancellato', { token: token() });
      expect(search.body.data).toMatchObject({ results: [], totalResults: 0 });
    });

    it('answers 404 for an id nobody has', async () => {
      expect((await stack.api.get(`/api/contact/${randomUUID()}`, { token: token() })).status).toBe(404);
    });
  });

  describe.each(routesOfArea('contacts').map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    (_name, route: RouteDefinition) => {
      itChecksRouteAccess(
        route,
        (caller) =>
          stack.api.request(
            route.method,
            `/api${route.path.replace('{id}', randomUUID())}`,
            route.method === 'GET' || route.method === 'DELETE' ? undefined : personaFisica(),
            { token: caller?.token },
          ),
        signedIn,
      );
    },
  );

  it('writes no contact datum in any log line, successes and refusals alike', async () => {
    const written: string[] = [];
    const capture = (stream: NodeJS.WriteStream) => {
      const original = stream.write.bind(stream);
      return jest.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: never[]) => {
        written.push(String(chunk));
        return original(chunk as string, ...rest);
      }) as typeof stream.write);
    };
    const spies = [capture(process.stdout), capture(process.stderr)];
    const logged = accessLog.length;
    try {
      const secret = { nome: 'Segretissima', cognome: 'Riservatella', luogo_nascita: 'Castelriservato' };
      const contact = await createdContact(stack, token(), personaFisica(secret));
      await stack.api.get(`/api/contact?name=${encodeURIComponent('riservatella')}`, { token: token() });
      await stack.api.put(`/api/contact/${contact.id}`, personaFisica({ ...secret, cap: 'Riservatella' }), {
        token: token(),
      });
      await createContact(stack, token(), personaFisica({ ...secret, codice_fiscale: 'RISERVATELLA0000' }));
      await stack.api.delete(`/api/contact/${contact.id}`, { token: token() });
      stack.infrastructure.logger.log('warn', 'capture probe');
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
    const lines = [...accessLog.slice(logged), ...written];

    expect(accessLog.length - logged).toBe(5);
    expect(written.some((line) => line.includes('capture probe'))).toBe(true);
    expect(lines.filter((line) => /riservat|segretissima|RSSMRA/i.test(line))).toEqual([]);
  });
});
