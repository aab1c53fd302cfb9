import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import {
  loginAs,
  registerVerifiedApprovedLawyer,
  registrationBody,
  type SignedIn,
} from '../support/accounts';
import { createCompletedContract, templateIdByName } from '../support/contracts';
import { professionistaBilling, schemaErrorsOf } from '../support/invoices';
import { payThroughStandIn, postPayment } from '../support/payments';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(180_000);

const LOCAZIONE = 'Contratto di locazione abitativa 4+4';

/** A PEC whose domain has 56 characters: the issue's finding 4 (the invoice refused domains past 55). */
const longDomainPec = (): string => {
  const domain = `pec.${`studiolegaleassociato${randomBytes(4).toString('hex')}`.padEnd(49, 'e')}.it`;
  expect(domain).toHaveLength(56);
  return `avvocato@${domain}`;
};

describe('one e-mail rule for registration, billing and the invoice (issue 24, finding 4)', () => {
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

  const buy = async (lawyer: SignedIn): Promise<string> => {
    const contract = await createCompletedContract(stack, lawyer.token, templateId);
    const paid = await payThroughStandIn(stack, lawyer.token, contract.id);
    const recorded = await postPayment(stack, lawyer.token, contract.id, paid.sessionId ?? '');
    expect([200, 201]).toContain(recorded.status);
    return recorded.body.data.id as string;
  };
  const invoiceOf = async (lawyer: SignedIn, paymentId: string) =>
    (await stack.api.get(`/api/payment/${paymentId}`, { token: lawyer.token })).body.data.invoice;
  const billing = (lawyer: SignedIn, body: unknown) =>
    stack.api.put(`/api/user/${lawyer.user.id}/billing`, body, { token: lawyer.token });

  it('takes a PEC with a 56-character domain at registration and in billing, and invoices both', async () => {
    const pec = longDomainPec();
    const lawyer = await registerVerifiedApprovedLawyer(stack, { pec });
    const waiting = await buy(lawyer);
    const saved = await billing(lawyer, professionistaBilling());
    const issued = await invoiceOf(lawyer, waiting);
    const toAccount = await stack.api.get(`/api/invoice/${waiting}/xml`, { token: lawyer.token });

    const billingPec = longDomainPec();
    const savedAgain = await billing(lawyer, professionistaBilling({ pec_destinatario: billingPec }));
    const second = await buy(lawyer);
    const toBilling = await stack.api.get(`/api/invoice/${second}/xml`, { token: lawyer.token });

    expect(saved.status).toBe(200);
    expect(issued.status).toBe('CONSEGNATA');
    expect(toAccount.raw.toString()).toContain(`<PECDestinatario>${pec}</PECDestinatario>`);
    expect(schemaErrorsOf(toAccount.raw)).toBe('');
    expect(savedAgain.status).toBe(200);
    expect((await invoiceOf(lawyer, second)).status).toBe('CONSEGNATA');
    expect(toBilling.raw.toString()).toContain(`<PECDestinatario>${billingPec}</PECDestinatario>`);
    expect(schemaErrorsOf(toBilling.raw)).toBe('');
  });

  it('refuses an address without a top-level domain everywhere it could enter', async () => {
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    const noTld = `studio.avvocato${randomBytes(3).toString('hex')}@pec`;
    const registered = await stack.api.post('/api/auth/register', registrationBody({ pec: noTld }));
    const editor = await stack.api.post(
      '/api/user',
      { name: 'Elena', surname: 'Neri', pec: noTld, password: 'Tartaruga!Blu7' },
      { token: admin.token },
    );
    const billed = await billing(lawyer, professionistaBilling({ pec_destinatario: noTld }));

    expect(registered.status).toBe(400);
    expect(registered.body.errors).toEqual(['PEC: Indirizzo PEC non valido.']);
    expect(editor.status).toBe(400);
    expect(billed.status).toBe(400);
    expect(billed.body.errors).toEqual(['PEC di recapito: PEC di recapito non valida.']);
  });

  it('saves billing data even when a waiting invoice cannot be issued, and never answers 500 after', async () => {
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    // An account whose PEC was taken before the rule: no invoice can be addressed to it.
    await stack.infrastructure.dynamo.send(
      new UpdateCommand({
        TableName: stack.config.tables.users,
        Key: { id: lawyer.user.id },
        UpdateExpression: 'SET pec = :pec',
        ExpressionAttributeValues: { ':pec': 'studio.avvocato@pec' },
      }),
    );
    const waiting = await buy(lawyer);

    const first = await billing(lawyer, professionistaBilling());
    const second = await billing(lawyer, professionistaBilling({ name: 'Marta' }));
    const stillWaiting = await invoiceOf(lawyer, waiting);
    const fixed = await billing(
      lawyer,
      professionistaBilling({ pec_destinatario: 'studio@pec.avvocati.it' }),
    );

    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.data.name).toBe('Marta');
    expect(stillWaiting.status).toBe('IN_ATTESA_DATI');
    expect(fixed.status).toBe(200);
    expect((await invoiceOf(lawyer, waiting)).status).toBe('CONSEGNATA');
  });
});
