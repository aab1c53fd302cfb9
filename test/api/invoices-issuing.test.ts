import PizZip from 'pizzip';
import { loginAs, registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import { createCompletedContract, templateIdByName } from '../support/contracts';
import { pdfText, professionistaBilling, schemaErrorsOf } from '../support/invoices';
import { payThroughStandIn, postPayment } from '../support/payments';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(180_000);

const LOCAZIONE = 'Contratto di locazione abitativa 4+4';

describe('an invoice for every purchase', () => {
  let stack: TestStack;
  let admin: SignedIn;
  let templateId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await loginAs(stack, 'admin');
    templateId = await templateIdByName(stack, admin.token, LOCAZIONE);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const buy = async (lawyer: SignedIn) => {
    const contract = await createCompletedContract(stack, lawyer.token, templateId);
    const paid = await payThroughStandIn(stack, lawyer.token, contract.id);
    const recorded = await postPayment(stack, lawyer.token, contract.id, paid.sessionId ?? '');
    const payment = await stack.api.get(`/api/payment/${recorded.body.data.id}`, { token: lawyer.token });
    return payment.body.data;
  };
  const sdiOutbox = async () =>
    (await (await fetch(`${stack.url}/_local/sdi.json`)).json()) as {
      invoiceId: string;
      status: string;
      to: string;
    }[];

  it('refuses malformed billing data with one Italian message per field', async () => {
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    const bad = professionistaBilling({
      codice_fiscale: 'RSSMRA85T10A562T',
      partita_iva: '12345678901',
      cap: '2012',
      provincia: 'XX',
      codice_destinatario: 'AB12',
      pec_destinatario: 'non-una-pec',
    });

    const response = await stack.api.put(`/api/user/${lawyer.user.id}/billing`, bad, { token: lawyer.token });

    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Codice fiscale: Codice fiscale non valido/),
        expect.stringMatching(/^Partita IVA: Partita IVA non valida/),
        'CAP: CAP non valido: servono 5 cifre.',
        expect.stringMatching(/^Provincia: Provincia non valida/),
        expect.stringMatching(/^Codice destinatario: Codice destinatario non valido/),
        'PEC di recapito: PEC di recapito non valida.',
      ]),
    );
  });

  it('answers bad input of any shape with a 4xx and an Italian message, never a 5xx', async () => {
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    const billing = `/api/user/${lawyer.user.id}/billing`;
    const answers = await Promise.all([
      stack.api.put(billing, [], { token: lawyer.token }),
      stack.api.put(billing, 'testo', { token: lawyer.token }),
      stack.api.put(
        billing,
        { ...professionistaBilling(), kind: { a: 1 }, cap: 20122, name: ['x'] },
        { token: lawyer.token },
      ),
      stack.api.put(billing, professionistaBilling(), { token: admin.token }),
      stack.api.get('/api/invoice?year=abc&month=13', { token: admin.token }),
      stack.api.get('/api/invoice/export', { token: admin.token }),
      stack.api.get('/api/invoice/counter%232026/xml', { token: admin.token }),
      stack.api.get(`/api/invoice/${'x'.repeat(3000)}/pdf`, { token: admin.token }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 403, 400, 400, 404, 404]);
    for (const answer of answers) expect(answer.body.message).toMatch(/[a-zà-ù]/);
  });

  it('leaves the invoice waiting without billing data, issues it when they are saved, and keeps it as issued', async () => {
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    const before = await stack.api.get(`/api/user/${lawyer.user.id}/billing`, { token: lawyer.token });

    const payment = await buy(lawyer);
    const saved = await stack.api.put(`/api/user/${lawyer.user.id}/billing`, professionistaBilling(), {
      token: lawyer.token,
    });
    const after = await stack.api.get(`/api/payment/${payment.id}`, { token: lawyer.token });
    const changed = await stack.api.put(
      `/api/user/${lawyer.user.id}/billing`,
      professionistaBilling({ name: 'Marta', codice_destinatario: 'XYZ9876' }),
      { token: lawyer.token },
    );
    const xml = await stack.api.get(`/api/invoice/${payment.id}/xml`, { token: lawyer.token });

    expect(before.body).toEqual({ data: null });
    expect(payment.invoice).toMatchObject({ id: payment.id, status: 'IN_ATTESA_DATI', number: null });
    expect(saved.status).toBe(200);
    expect(after.body.data.invoice).toMatchObject({
      status: 'CONSEGNATA',
      imponibile: 39,
      imposta: 8.58,
      totale: 47.58,
    });
    expect(after.body.data.invoice.number).toMatch(/^\d+\/\d{4}$/);
    expect(changed.status).toBe(200);
    expect(xml.raw.toString()).toContain('<Nome>Maria</Nome>');
    expect(xml.raw.toString()).toContain(`<PECDestinatario>${lawyer.account.pec}</PECDestinatario>`);
    expect(schemaErrorsOf(xml.raw.toString())).toBe('');
  });

  it('issues at once with billing data: XML valid and named as the SdI asks, delivered by codice destinatario, PDF with every datum', async () => {
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    await stack.api.put(
      `/api/user/${lawyer.user.id}/billing`,
      professionistaBilling({ codice_destinatario: 'abc1234' }),
      { token: lawyer.token },
    );

    const payment = await buy(lawyer);
    const xml = await stack.api.get(`/api/invoice/${payment.id}/xml`, { token: lawyer.token });
    const again = await stack.api.get(`/api/invoice/${payment.id}/xml`, { token: admin.token });
    const pdf = await stack.api.get(`/api/invoice/${payment.id}/pdf`, { token: lawyer.token });
    const text = pdfText(pdf.raw);
    const sent = (await sdiOutbox()).find((entry) => entry.invoiceId === payment.id);

    expect(payment.invoice).toMatchObject({ status: 'CONSEGNATA', totale: 47.58 });
    expect(xml.headers.get('content-type')).toBe('application/xml');
    expect(xml.headers.get('content-disposition')).toMatch(/filename="IT01234567897_[0-9A-Z]{5}\.xml"/);
    expect(schemaErrorsOf(xml.raw)).toBe('');
    expect(xml.raw.toString()).toContain('<CodiceDestinatario>ABC1234</CodiceDestinatario>');
    expect(xml.raw.toString()).not.toContain('PECDestinatario');
    expect(again.raw.equals(xml.raw)).toBe(true);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    for (const datum of [
      `Fattura n. ${payment.invoice.number}`,
      'Maria Rossi',
      'RSSMRA85T10A562S',
      'IT12345678903',
      'Codice destinatario: ABC1234',
      LOCAZIONE,
      'Imponibile: 39,00 EUR',
      'Totale documento: 47,58 EUR',
      'MP08 (carta di pagamento)',
      'TP02 (pagamento completo)',
      'Regime fiscale: RF01 (Ordinario)',
      'TD01 (fattura)',
      'Iscrizione al REA: RM 1234567 - Capitale sociale: 10.000,00 EUR',
      'Soci: SM (più soci) - Stato: LN (non in liquidazione)',
      'IT01234567897',
    ])
      expect(text).toContain(datum);
    expect(xml.raw.toString()).toMatch(
      /<IscrizioneREA>\s*<Ufficio>RM<\/Ufficio>\s*<NumeroREA>1234567<\/NumeroREA>/,
    );
    expect(sent).toMatchObject({ status: 'CONSEGNATA', to: 'ABC1234' });
    const outboxPage = await (await fetch(`${stack.url}/_local/sdi`)).text();
    expect(outboxPage).toContain(xml.headers.get('content-disposition')?.match(/IT\d+_\w+\.xml/)?.[0] ?? '?');
  });

  it("answers 404 for another lawyer's invoice and 403 to a lawyer on the admin's list and export", async () => {
    const owner = await registerVerifiedApprovedLawyer(stack);
    const other = await registerVerifiedApprovedLawyer(stack);
    await stack.api.put(`/api/user/${owner.user.id}/billing`, professionistaBilling(), {
      token: owner.token,
    });
    const payment = await buy(owner);

    const xml = await stack.api.get(`/api/invoice/${payment.id}/xml`, { token: other.token });
    const pdf = await stack.api.get(`/api/invoice/${payment.id}/pdf`, { token: other.token });
    const billing = await stack.api.get(`/api/user/${owner.user.id}/billing`, { token: other.token });
    const list = await stack.api.get('/api/invoice', { token: other.token });
    const exported = await stack.api.get('/api/invoice/export?month=2026-11', { token: other.token });

    expect([xml.status, pdf.status, billing.status]).toEqual([404, 404, 404]);
    expect([list.status, exported.status]).toEqual([403, 403]);
  });

  it("lists the month's invoices for the admin with the month's totals and exports their XML files in a .zip, each dated as issued in Italy", async () => {
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    await stack.api.put(`/api/user/${lawyer.user.id}/billing`, professionistaBilling(), {
      token: lawyer.token,
    });
    const payment = await buy(lawyer);
    const [year, month] = payment.invoice.date.split('-');

    const list = await stack.api.get(`/api/invoice?year=${year}&month=${Number(month)}&limit=100`, {
      token: admin.token,
    });
    const exported = await stack.api.get(`/api/invoice/export?month=${year}-${month}`, {
      token: admin.token,
    });
    const badMonth = await stack.api.get('/api/invoice/export?month=2026-13', { token: admin.token });
    const emptyMonth = await stack.api.get('/api/invoice/export?month=2031-01', { token: admin.token });
    const row = list.body.data.results.find((invoice: { id: string }) => invoice.id === payment.id);
    const rows = list.body.data.results as { number: string | null; imponibile: number; imposta: number }[];
    const issued = rows.filter((invoice) => invoice.number !== null);
    const cents = (euro: number) => Math.round(euro * 100);
    const entry = new PizZip(exported.raw).file(row.fileName);
    const rome = new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      dateStyle: 'short',
      timeStyle: 'short',
    });
    const zipDate = entry?.date ?? new Date(0);
    const asWritten = new Date(
      Date.UTC(
        zipDate.getFullYear(),
        zipDate.getMonth(),
        zipDate.getDate(),
        zipDate.getHours(),
        zipDate.getMinutes(),
      ),
    );

    expect(row).toMatchObject({
      number: payment.invoice.number,
      buyer: 'Maria Rossi',
      status: 'CONSEGNATA',
      totale: 47.58,
    });
    expect(exported.headers.get('content-type')).toBe('application/zip');
    expect(exported.raw.subarray(0, 2).toString()).toBe('PK');
    expect(exported.raw.includes(Buffer.from(row.fileName))).toBe(true);
    expect(badMonth.status).toBe(400);
    expect(list.body.data.totals).toEqual({
      issued: issued.length,
      imponibile: issued.reduce((sum, invoice) => sum + cents(invoice.imponibile), 0) / 100,
      imposta: issued.reduce((sum, invoice) => sum + cents(invoice.imposta), 0) / 100,
      totale: expect.any(Number),
      waiting: rows.length - issued.length,
    });
    // The zip keeps local times: the entry's date and time are those of the payment on a clock in Rome.
    expect(
      new Intl.DateTimeFormat('it-IT', { timeZone: 'UTC', dateStyle: 'short', timeStyle: 'short' }).format(
        asWritten,
      ),
    ).toBe(rome.format(new Date(payment.updatedAt)));
    expect(emptyMonth.status).toBe(404);
    expect(emptyMonth.body.message).toBe(
      'In questo mese non è stata emessa nessuna fattura: non c’è niente da esportare.',
    );
  });
});
