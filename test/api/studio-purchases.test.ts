import PizZip from 'pizzip';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { loginAs, registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import { createCompletedContract, docxParagraphs } from '../support/contracts';
import { eventually } from '../support/eventually';
import { schemaErrorsOf } from '../support/invoices';
import { freshPaymentLink, payThroughStandIn, postPayment } from '../support/payments';
import { studioWithMembers } from '../support/studios';
import { ensureCategory, uploadParagraphs } from '../support/templates';
import { startTestStack, type TestStack } from '../support/test-stack';
import { typedTemplateBody } from '../support/typed-templates';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const ITALIAN = expect.stringMatching(/[a-zà-ù]{3}/i);
const questions = [single('uso', ['Abitativo', 'Commerciale'])];
const PARAGRAPHS = [
  'Uso {uso}.',
  'Avv. {avvocato.nome} {avvocato.cognome}, PEC {avvocato.pec}.',
  'Studio: {studio.denominazione}, {studio.indirizzo}, {studio.cap} {studio.comune} ({studio.provincia}), P. IVA {studio.partita_iva}.',
];
const STUDIO_LINE =
  'Studio: Studio Legale Associato Rossi Bianchi, Via del Corso 12, 00186 Roma (RM), P. IVA 12345678903.';

/** The XML between `<tag>` and `</tag>`, or '' when absent. */
const section = (xml: string, tag: string): string => xml.split(`<${tag}>`)[1]?.split(`</${tag}>`)[0] ?? '';

/**
 * A member's purchase (docs/api.md, "The studio", Documents and invoices): the document writes the studio's billing
 * data and the buyer's account, the FatturaPA is made out to the studio and valid against the official schema, the
 * buyer stays on the payment (also when Stripe's webhook records it first), and the titolare lists the studio's
 * invoices and exports a month of them.
 */
describe('a studio member\u2019s purchase, invoiced to the studio', () => {
  let stack: TestStack;
  let templateId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    const admin = await loginAs(stack, 'admin');
    const uploaded = await uploadParagraphs(stack, admin.token, PARAGRAPHS, PARAGRAPHS, questions);
    expect(uploaded.body.data.check.errors).toEqual([]);
    const categoryId = await ensureCategory(stack, 'Contratti di prova');
    const created = await stack.api.post(
      '/api/template',
      {
        ...typedTemplateBody(questions, uploaded.body.data, categoryId),
        stripe_url: freshPaymentLink(stack),
      },
      { token: admin.token },
    );
    expect(created.status).toBe(201);
    templateId = created.body.data.id;
    const published = await stack.api.put(
      `/api/template/${templateId}/status`,
      { status: 'PUBLISHED' },
      { token: admin.token },
    );
    expect(published.status).toBe(200);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  /** A contract of `owner` bought by `buyer` through POST /payment (no webhook): its id and the payment's. */
  const buy = async (owner: SignedIn, buyer: SignedIn = owner) => {
    const contract = await createCompletedContract(stack, owner.token, templateId);
    const { sessionId } = await payThroughStandIn(stack, buyer.token, contract.id, {
      pec: buyer.pec,
      params: { deliver_webhook: 'false' },
    });
    const recorded = await postPayment(stack, buyer.token, contract.id, sessionId ?? '');
    expect(recorded.status).toBe(201);
    return { contractId: contract.id, paymentId: recorded.body.data.id as string };
  };
  const xmlOf = async (titolare: SignedIn, paymentId: string): Promise<string> => {
    const xml = await stack.api.get(`/api/invoice/${paymentId}/xml`, { token: titolare.token });
    expect(xml.status).toBe(200);
    return xml.raw.toString('utf8');
  };

  it('writes {studio.*} from the studio\u2019s billing data and {avvocato.*} from the member who buys', async () => {
    const { avvocato, collaboratore } = await studioWithMembers(stack);
    // The collaboratore prepares it, the avvocato buys it: the document names the buyer.
    const { contractId } = await buy(collaboratore, avvocato);
    const bought = await stack.api.get(`/api/contract/download/${contractId}`, { token: avvocato.token });

    expect(bought.status).toBe(200);
    expect(docxParagraphs(bought.raw)).toEqual([
      'Uso Abitativo.',
      `Avv. ${avvocato.user.name} ${avvocato.user.surname}, PEC ${avvocato.pec}.`,
      STUDIO_LINE,
    ]);
  });

  it('makes the FatturaPA out to the studio, to its codice destinatario, valid against the official schema; the buyer stays on the payment', async () => {
    const { titolare, avvocato } = await studioWithMembers(stack, { codice_destinatario: 'abc1234' });
    await stack.api.put(
      `/api/user/${avvocato.user.id}/billing`,
      {
        kind: 'professionista',
        name: 'Paola',
        surname: 'Neri',
        codice_fiscale: 'RSSMRA85T10A562S',
        partita_iva: '12345678903',
        indirizzo: 'Corso Italia 10',
        cap: '20122',
        comune: 'Milano',
        provincia: 'MI',
      },
      { token: avvocato.token },
    );
    const { paymentId } = await buy(avvocato);
    const xml = await xmlOf(titolare, paymentId);
    const cessionario = section(xml, 'CessionarioCommittente');

    expect(schemaErrorsOf(xml)).toBe('');
    expect(cessionario).toContain('<Denominazione>Studio Legale Associato Rossi Bianchi</Denominazione>');
    expect(cessionario).toContain('<IdCodice>12345678903</IdCodice>');
    expect(cessionario).toContain('<Indirizzo>Via del Corso 12</Indirizzo>');
    // Never the member's own billing data.
    expect(xml).not.toContain('Neri');
    expect(section(xml, 'DatiTrasmissione')).toContain('<CodiceDestinatario>ABC1234</CodiceDestinatario>');
    expect(xml).not.toContain('PECDestinatario');
    const payment = await stack.api.get(`/api/payment/${paymentId}`, { token: avvocato.token });
    expect(payment.status).toBe(200);
    expect(payment.body.data).toMatchObject({ id: paymentId, invoice: { status: 'CONSEGNATA' } });
    // The invoice is the studio's: its titolare reads the XML and the PDF, the buyer their own.
    expect((await stack.api.get(`/api/invoice/${paymentId}/pdf`, { token: titolare.token })).status).toBe(
      200,
    );
    expect((await stack.api.get(`/api/invoice/${paymentId}/xml`, { token: avvocato.token })).status).toBe(
      200,
    );
  });

  it('sends the studio\u2019s invoice to its PEC di recapito, else to the titolare\u2019s PEC', async () => {
    const byPec = await studioWithMembers(stack, { pec_destinatario: 'fatture@pec.studio.it' });
    const byTitolare = await studioWithMembers(stack);
    const [first, second] = await Promise.all([buy(byPec.avvocato), buy(byTitolare.avvocato)]);
    const [xmlPec, xmlTitolare] = await Promise.all([
      xmlOf(byPec.titolare, first.paymentId),
      xmlOf(byTitolare.titolare, second.paymentId),
    ]);

    for (const xml of [xmlPec, xmlTitolare]) {
      expect(schemaErrorsOf(xml)).toBe('');
      expect(section(xml, 'DatiTrasmissione')).toContain('<CodiceDestinatario>0000000</CodiceDestinatario>');
    }
    expect(xmlPec).toContain('<PECDestinatario>fatture@pec.studio.it</PECDestinatario>');
    expect(xmlTitolare).toContain(`<PECDestinatario>${byTitolare.titolare.pec}</PECDestinatario>`);
    expect(xmlTitolare).not.toContain(byTitolare.avvocato.pec);
  });

  it('lists the studio\u2019s invoices for the titolare, newest first, by page, year and month, and exports a month as a .zip', async () => {
    const { titolare, avvocato, collaboratore } = await studioWithMembers(stack);
    const outsider = await registerVerifiedApprovedLawyer(stack);
    const bought = [];
    // One after the other, so that "newest first" has an order to show.
    for (const [owner, buyer] of [
      [titolare, titolare],
      [avvocato, avvocato],
      [collaboratore, titolare],
    ] as const)
      bought.push({ ...(await buy(owner, buyer)), buyer });
    // An invoice of the outsider is no invoice of the studio.
    await buy(outsider);

    const listed = await stack.api.get('/api/studio/invoices', { token: titolare.token });
    expect(listed.status).toBe(200);
    const results = listed.body.data.results as Json[];
    expect(results.map((invoice) => invoice.id)).toEqual(bought.map((b) => b.paymentId).reverse());
    expect(listed.body.data).toMatchObject({ page: 1, totalResults: 3 });
    for (const invoice of results) {
      expect(Object.keys(invoice).sort()).toEqual(
        ['buyer', 'date', 'id', 'number', 'status', 'totale', 'year'].sort(),
      );
      expect(invoice).toMatchObject({
        status: 'CONSEGNATA',
        number: expect.stringMatching(/^\d+\/\d{4}$/),
        year: expect.any(Number),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        totale: expect.any(Number),
      });
    }
    const buyers = results.map((invoice) => invoice.buyer);
    expect(buyers).toEqual(
      bought
        .map(({ buyer }) => ({ id: buyer.user.id, name: buyer.user.name, surname: buyer.user.surname }))
        .reverse(),
    );

    const [year, month] = (results[0].date as string).split('-').map(Number) as [number, number];
    const second = await stack.api.get('/api/studio/invoices?page=2&limit=2', { token: titolare.token });
    expect(second.body.data.results.map((invoice: Json) => invoice.id)).toEqual([bought[0]?.paymentId]);
    const ofMonth = await stack.api.get(`/api/studio/invoices?year=${year}&month=${month}`, {
      token: titolare.token,
    });
    expect(ofMonth.body.data.results).toHaveLength(3);
    const ofYear = await stack.api.get(`/api/studio/invoices?year=${year}`, { token: titolare.token });
    expect(ofYear.body.data.results).toHaveLength(3);
    const otherYear = await stack.api.get(`/api/studio/invoices?year=${year - 3}`, { token: titolare.token });
    expect(otherYear.body.data.results).toEqual([]);

    const zip = await stack.api.get(`/api/studio/invoices/zip?year=${year}&month=${month}`, {
      token: titolare.token,
    });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toContain(
      `fatture-studio-${year}-${String(month).padStart(2, '0')}.zip`,
    );
    const files = Object.values(new PizZip(zip.raw).files).filter((file) => !file.dir);
    expect(files).toHaveLength(3);
    for (const file of files) expect(schemaErrorsOf(file.asText())).toBe('');
    const empty = await stack.api.get(`/api/studio/invoices/zip?year=${year - 3}&month=1`, {
      token: titolare.token,
    });
    expect(empty.status).toBe(404);
    expect(empty.body.message).toEqual(ITALIAN);

    for (const member of [avvocato, collaboratore]) {
      for (const path of ['/api/studio/invoices', `/api/studio/invoices/zip?year=${year}&month=${month}`]) {
        const refused = await stack.api.get(path, { token: member.token });
        expect([path, refused.status]).toEqual([path, 403]);
        expect(refused.body.message).toEqual(ITALIAN);
      }
    }
    expect((await stack.api.get('/api/studio/invoices', { token: outsider.token })).status).toBe(404);
    for (const query of ['month=13', 'month=0', 'year=abc', 'page=0', 'limit=-1', 'month=1.5']) {
      const bad = await stack.api.get(`/api/studio/invoices?${query}`, { token: titolare.token });
      expect([query, bad.status]).toEqual([query, 400]);
      expect(bad.body.message).toEqual(ITALIAN);
    }
    for (const query of ['', 'year=2026', 'month=3', 'year=2026&month=13']) {
      const bad = await stack.api.get(`/api/studio/invoices/zip?${query}`, { token: titolare.token });
      expect([query, bad.status]).toEqual([query, 400]);
      expect(bad.body.message).toEqual(ITALIAN);
    }
  });

  it('keeps the member who paid as the buyer when Stripe\u2019s webhook records the payment first', async () => {
    const { titolare, avvocato, collaboratore } = await studioWithMembers(stack);
    const contract = await createCompletedContract(stack, collaboratore.token, templateId);
    // The stand-in delivers `checkout.session.completed` on its own, as Stripe does; the cart prefills the PEC.
    const { sessionId } = await payThroughStandIn(stack, avvocato.token, contract.id, { pec: avvocato.pec });
    await eventually('the webhook records the payment', async () => {
      const read = await stack.api.get(`/api/contract/${contract.id}`, { token: avvocato.token });
      return Boolean(read.body.data?.paymentId);
    });

    const listed = await stack.api.get('/api/studio/invoices', { token: titolare.token });
    const [invoice] = listed.body.data.results as Json[];
    expect(invoice.buyer).toEqual({
      id: avvocato.user.id,
      name: avvocato.user.name,
      surname: avvocato.user.surname,
    });
    const confirmed = await postPayment(stack, avvocato.token, contract.id, sessionId ?? '');
    // The cart's first confirmation of a session the webhook recorded answers 201 (docs/api.md, Payments).
    expect([confirmed.status, confirmed.body.data?.id]).toEqual([201, invoice.id]);
    expect((await stack.api.get(`/api/payment/${invoice.id}`, { token: avvocato.token })).status).toBe(200);
    expect((await stack.api.get(`/api/payment/${invoice.id}`, { token: collaboratore.token })).status).toBe(
      404,
    );
    const bought = await stack.api.get(`/api/contract/download/${contract.id}`, { token: avvocato.token });
    expect(docxParagraphs(bought.raw)[1]).toBe(
      `Avv. ${avvocato.user.name} ${avvocato.user.surname}, PEC ${avvocato.pec}.`,
    );
  });
});
