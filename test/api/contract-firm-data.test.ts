import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { loginAs, registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import { createCompletedContract, docxParagraphs } from '../support/contracts';
import { professionistaBilling } from '../support/invoices';
import { freshPaymentLink, payThroughStandIn, postPayment } from '../support/payments';
import { ensureCategory, uploadParagraphs } from '../support/templates';
import { startTestStack, type TestStack } from '../support/test-stack';
import { typedTemplateBody } from '../support/typed-templates';

const questions = [single('uso', ['Abitativo', 'Commerciale'])];
const PARAGRAPHS = [
  'Uso {uso}.',
  'Avv. {avvocato.nome} {avvocato.cognome}, C.F. {avvocato.codice_fiscale}, PEC {avvocato.pec}, {avvocato.ordine}.',
  'Studio: {studio.denominazione}, {studio.indirizzo}, {studio.cap} {studio.comune} ({studio.provincia}), P. IVA {studio.partita_iva}.',
];
const CODICE_FISCALE = 'RSSMRA85T10A562S';

describe('the firm data in documents (avvocato.*, studio.*)', () => {
  let stack: TestStack;
  let admin: SignedIn;
  let lawyer: SignedIn;
  let template: { id: string };

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await loginAs(stack, 'admin');
    lawyer = await registerVerifiedApprovedLawyer(stack, {
      name: 'Giulia',
      surname: 'Bianchi',
      ordine: 'Roma',
      codice_fiscale: CODICE_FISCALE,
    });
    const uploaded = await uploadParagraphs(stack, admin.token, PARAGRAPHS, PARAGRAPHS, questions);
    // The firm's tags are no questions: no error, and no warning names them (unused or otherwise).
    expect(uploaded.body.data.check.errors).toEqual([]);
    expect(JSON.stringify(uploaded.body.data.check.warnings)).not.toMatch(/avvocato|studio/);
    const categoryId = await ensureCategory(stack, 'Contratti di prova');
    const body = {
      ...typedTemplateBody(questions, uploaded.body.data, categoryId),
      stripe_url: freshPaymentLink(stack),
    };
    const created = await stack.api.post('/api/template', body, { token: admin.token });
    expect(created.status).toBe(201);
    const published = await stack.api.put(
      `/api/template/${created.body.data.id}/status`,
      { status: 'PUBLISHED' },
      { token: admin.token },
    );
    expect(published.status).toBe(200);
    template = published.body.data;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const lawyerLine = (pec: string) =>
    `Avv. Giulia Bianchi, C.F. ${CODICE_FISCALE}, PEC ${pec}, Ordine degli Avvocati di Roma.`;

  it('a preview without billing data writes the account and leaves the studio empty', async () => {
    const contract = await createCompletedContract(stack, lawyer.token, template.id);
    const preview = await stack.api.get(`/api/contract/preview/${contract.id}`, { token: lawyer.token });

    expect(preview.status).toBe(200);
    const text = docxParagraphs(preview.raw);
    expect(text).toContain(lawyerLine(lawyer.pec));
    expect(text).toContain('Studio: , ,   (), P. IVA .');
  });

  it('a preview and the purchase write the buyer’s account and billing data, and the stored document keeps them for good', async () => {
    const billingPath = `/api/user/${lawyer.user.id}/billing`;
    const billed = await stack.api.put(billingPath, professionistaBilling(), { token: lawyer.token });
    expect(billed.status).toBe(200);
    const contract = await createCompletedContract(stack, lawyer.token, template.id);

    const preview = await stack.api.get(`/api/contract/preview/${contract.id}`, { token: lawyer.token });
    const paid = await payThroughStandIn(stack, lawyer.token, contract.id, {
      pec: lawyer.pec,
      params: { deliver_webhook: 'false' },
    });
    const recorded = await postPayment(stack, lawyer.token, contract.id, paid.sessionId ?? '');
    const download = () => stack.api.get(`/api/contract/download/${contract.id}`, { token: lawyer.token });
    const bought = await download();
    const changed = await stack.api.put(
      billingPath,
      professionistaBilling({ indirizzo: 'Via Nuova 2', comune: 'Torino', provincia: 'TO', cap: '10121' }),
      { token: lawyer.token },
    );
    const again = await download();

    expect(recorded.status).toBe(201);
    expect(bought.status).toBe(200);
    expect(docxParagraphs(bought.raw)).toEqual([
      'Uso Abitativo.',
      lawyerLine(lawyer.pec),
      'Studio: Studio Legale Avv. Maria Rossi, Corso Italia 10, 20122 Milano (MI), P. IVA 12345678903.',
    ]);
    // The preview shows what the purchase writes (docs/api.md, "Address book and the firm's data").
    expect(docxParagraphs(preview.raw)).toContain(
      'Studio: Studio Legale Avv. Maria Rossi, Corso Italia 10, 20122 Milano (MI), P. IVA 12345678903.',
    );
    expect(changed.status).toBe(200);
    expect(Buffer.compare(again.raw, bought.raw)).toBe(0);
  });

  it('the staff’s test run writes the staff member’s account (staff give no billing data)', async () => {
    const response = await stack.api.put(
      `/api/template/${template.id}/download-test`,
      { answers: { uso: 'Commerciale' } },
      { token: admin.token },
    );

    expect(response.status).toBe(200);
    const text = docxParagraphs(response.raw);
    expect(text[0]).toBe('Uso Commerciale.');
    expect(text[1]).toContain(`PEC ${admin.pec}`);
    expect(text[1]).not.toContain('Giulia Bianchi');
    expect(text[2]).toBe('Studio: , ,   (), P. IVA .');
  });

  it('the template check refuses an unknown firm tag, naming it', async () => {
    const uploaded = await uploadParagraphs(
      stack,
      admin.token,
      ['{uso} {studio.iban}'],
      ['{uso}'],
      questions,
    );

    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data.check.errors).toEqual([
      expect.stringContaining('"studio.iban" non è un dato dell’avvocato o dello studio'),
    ]);
  });
});
