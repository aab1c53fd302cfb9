import { createUpdateMailDeps } from '@redigo/functions/composition/update-mails';
import { notifyBuyers } from '@redigo/functions/areas/update-mails';
import { loginAs, mailsTo, registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import { markPaidInStore } from '../support/contracts';
import { eventually } from '../support/eventually';
import {
  BETTER_NOTES,
  FIX_NOTES,
  LAW_NOTES,
  saveWithNewQuestion,
  versionedTemplate,
} from '../support/template-versions';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(240_000);

const DAY_MS = 24 * 60 * 60 * 1000;
const ANSWERS = { uso: 'Abitativo', canone: '750' };

/** docs/api.md, "Template versions and updates": the buyers of older versions told, once, after the answer. */
describe('the buyers’ mail of a new version', () => {
  let stack: TestStack;
  let editor: SignedIn;

  beforeAll(async () => {
    stack = await startTestStack();
    editor = await loginAs(stack, 'editor');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const buy = async (lawyer: SignedIn, templateId: string, name: string, paidAt?: string) => {
    const saved = await stack.api.put(
      '/api/contract',
      { type: templateId, status: 'COMPLETED', answers: ANSWERS, name },
      { token: lawyer.token },
    );
    expect(saved.status).toBe(200);
    await markPaidInStore(stack, saved.body.data.id, Buffer.from('PK'), paidAt);
    return saved.body.data.id as string;
  };
  const updateMails = async (lawyer: SignedIn) =>
    (await mailsTo(stack, lawyer.pec)).filter((mail) => mail.subject.startsWith('Aggiornamento del modello'));
  const queueDone = () =>
    eventually(
      'the buyers’ mail queue emptied',
      async () => (await stack.updateMails.counts()).pending === 0,
    );

  it('mails each lawyer with paid contracts on older versions once, naming them, with the motivo, the nota, the riferimento and the link', async () => {
    const [first, second, drafter] = await Promise.all([
      registerVerifiedApprovedLawyer(stack, { name: 'Anna', surname: 'Verdi' }),
      registerVerifiedApprovedLawyer(stack),
      registerVerifiedApprovedLawyer(stack),
    ]);
    const template = await versionedTemplate(stack, editor.token);
    await buy(first, template.id, 'Locazione Rossi');
    await buy(first, template.id, 'Locazione Bianchi');
    await buy(second, template.id, 'Locazione Neri');
    const draft = await stack.api.put(
      '/api/contract',
      { type: template.id, status: 'COMPLETED', answers: ANSWERS, name: 'Mai acquistato' },
      { token: drafter.token },
    );
    expect(draft.status).toBe(200);

    const published = await saveWithNewQuestion(stack, editor.token, template.id, 'deposito', LAW_NOTES);
    expect(published.status).toBe(200);

    await eventually(
      'both buyers mailed',
      async () => (await updateMails(first)).length === 1 && (await updateMails(second)).length === 1,
    );
    await queueDone();
    const [mail] = await updateMails(first);
    expect(mail?.subject).toBe(`Aggiornamento del modello «${template.name}»`);
    const text = mail?.text ?? '';
    expect(text).toContain('Gentile Anna Verdi,');
    expect(text).toContain('versione 2');
    expect(text).toContain('Motivo: Modifica normativa.');
    expect(text).toContain(`Che cosa cambia: ${LAW_NOTES.nota}`);
    expect(text).toContain(`Riferimento normativo: ${LAW_NOTES.riferimento}.`);
    expect(text).toContain('- Locazione Bianchi\n- Locazione Rossi');
    expect(text).toContain('L’aggiornamento è gratuito');
    expect(text).not.toContain('Locazione Neri');
    expect(text).toContain(`${stack.url}/user/archivio?aggiornamenti=1`);
    expect(mail?.links).toContain(`${stack.url}/user/archivio?aggiornamenti=1`);
    expect(mail?.html).toContain('<li>Locazione Rossi</li>');
    expect(mail?.html).toContain('Modifica normativa');
    expect((await updateMails(second))[0]?.text).toContain('- Locazione Neri');
    expect(await updateMails(drafter)).toEqual([]);

    // A version that improves the wording tells nobody; a correction tells them again, once.
    await saveWithNewQuestion(stack, editor.token, template.id, 'spese', BETTER_NOTES);
    await queueDone();
    expect(await updateMails(first)).toHaveLength(1);
    await saveWithNewQuestion(stack, editor.token, template.id, 'durata', FIX_NOTES);
    await eventually('the correction mailed', async () => (await updateMails(first)).length === 2);
    await queueDone();
    expect((await updateMails(first))[0]?.text).toContain('Motivo: Correzione.');
    expect((await updateMails(first))[0]?.text).not.toContain('Riferimento normativo');
    expect(await updateMails(second)).toHaveLength(2);
  });

  it('names at most 20 contracts and counts the others, and says which updates are free', async () => {
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    const template = await versionedTemplate(stack, editor.token);
    const old = new Date(Date.now() - 400 * DAY_MS).toISOString();
    for (let index = 1; index <= 24; index += 1)
      await buy(
        lawyer,
        template.id,
        `Contratto ${String(index).padStart(2, '0')}`,
        index === 1 ? old : undefined,
      );

    await saveWithNewQuestion(stack, editor.token, template.id, 'deposito', FIX_NOTES);

    await eventually('the lawyer mailed', async () => (await updateMails(lawyer)).length === 1);
    const text = (await updateMails(lawyer))[0]?.text ?? '';
    const listed = text.split('\n').filter((line) => line.startsWith('- '));
    expect(listed).toHaveLength(21);
    expect(listed.at(-1)).toBe('- e altri 4');
    expect(listed[0]).toMatch(/^- Contratto \d\d \(aggiornamento gratuito\)$/);
    expect(text).toContain('L’aggiornamento è gratuito per i documenti indicati come tali');
    expect(text).toContain('24 documenti acquistati');
  });

  it('says the update is bought when every purchase is older than a year', async () => {
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    const template = await versionedTemplate(stack, editor.token);
    await buy(lawyer, template.id, 'Locazione vecchia', new Date(Date.now() - 500 * DAY_MS).toISOString());
    await saveWithNewQuestion(stack, editor.token, template.id, 'deposito', LAW_NOTES);
    await eventually('the lawyer mailed', async () => (await updateMails(lawyer)).length === 1);
    const text = (await updateMails(lawyer))[0]?.text ?? '';
    expect(text).toContain('un documento acquistato');
    expect(text).toContain('L’aggiornamento si acquista al prezzo del modello');
  });

  it('sends nothing twice when the job runs again, or twice at once', async () => {
    const lawyers = await Promise.all([
      registerVerifiedApprovedLawyer(stack),
      registerVerifiedApprovedLawyer(stack),
    ]);
    const template = await versionedTemplate(stack, editor.token);
    for (const lawyer of lawyers) await buy(lawyer, template.id, 'Locazione');
    await saveWithNewQuestion(stack, editor.token, template.id, 'deposito', LAW_NOTES);
    await eventually('both mailed', async () =>
      (await Promise.all(lawyers.map(updateMails))).every((mails) => mails.length === 1),
    );
    await queueDone();

    const deps = createUpdateMailDeps(stack.infrastructure);
    const job = { templateId: template.id, version: 2 };
    await notifyBuyers(deps, job);
    await Promise.all([notifyBuyers(deps, job), notifyBuyers(deps, job)]);

    for (const lawyer of lawyers) expect(await updateMails(lawyer)).toHaveLength(1);
  });

  it('answers the publication before the mails go out: the queue holds the job, never the request', async () => {
    const template = await versionedTemplate(stack, editor.token);
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    await buy(lawyer, template.id, 'Locazione');
    const published = await saveWithNewQuestion(stack, editor.token, template.id, 'deposito', LAW_NOTES);
    expect(published.status).toBe(200);
    await eventually('the lawyer mailed', async () => (await updateMails(lawyer)).length === 1);
    expect((await stack.updateMails.counts()).failed).toBe(0);
  });
});
