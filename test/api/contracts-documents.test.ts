import { loginAs, registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import {
  createCompletedContract,
  docxParagraphs,
  markPaidInStore,
  preferring,
  templateIdByName,
} from '../support/contracts';
import { convertWithLibreOffice } from '../support/libreoffice';
import { startTestStack, type TestStack } from '../support/test-stack';
import { readableAnswer } from '@redigo/shared/questionnaire/readable-answers';
import {
  isGroup,
  type AnswerValue,
  type AskedQuestion,
  type DetailedAnswer,
  type GroupItem,
} from '@redigo/shared/domain/question';

/** What the contract's detail should list for one question asked: one entry, or one per item and field given. */
const expectedDetails = (question: AskedQuestion, answer: unknown): DetailedAnswer[] => {
  if (!isGroup(question))
    return [
      {
        variable: question.variable,
        question: question.question,
        given_answer: readableAnswer(question, (answer ?? '') as AnswerValue),
      },
    ];
  return (answer as GroupItem[]).flatMap((item, index) =>
    question.fields.flatMap((field) => {
      const value = item[field.variable];
      return value === undefined
        ? []
        : [
            {
              variable: `${question.variable}.${index + 1}.${field.variable}`,
              question: `${question.item_label} ${index + 1} – ${field.question}`,
              given_answer: readableAnswer(field, value),
            },
          ];
    }),
  );
};

jest.setTimeout(180_000);

const LOCAZIONE = 'Contratto di locazione abitativa 4+4';
const CHOICES = {
  // The first party names the contract (and its files): an apostrophe in it, a woman's codice fiscale.
  locatori: [
    {
      tipo: 'Persona fisica',
      nome: 'Giulia',
      cognome: 'D’Angelo',
      luogo_nascita: 'Firenze (FI)',
      data_nascita: '1990-12-15',
      codice_fiscale: 'FRRGLI90T55D612D',
      indirizzo: 'via dei Servi n. 3',
      cap: '50122',
      comune: 'Firenze',
      provincia: 'FI',
    },
  ],
  tipologia_immobile: 'un monolocale',
  pertinenze_presenti: 'No',
  arredato: 'No, non arredato',
  classe_energetica: 'D',
  cedolare_secca: 'Sì',
  animali: 'No',
  allegati: ['Regolamento di condominio'],
};

describe('a contract, its preview and its purchased document', () => {
  let stack: TestStack;
  let user: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  let editor: SignedIn;
  let locazioneId: string;
  let contract: Awaited<ReturnType<typeof createCompletedContract>>;

  beforeAll(async () => {
    stack = await startTestStack();
    [user, admin, editor] = await Promise.all([
      loginAs(stack, 'user'),
      loginAs(stack, 'admin'),
      loginAs(stack, 'editor'),
    ]);
    other = await registerVerifiedApprovedLawyer(stack);
    locazioneId = await templateIdByName(stack, user.token, LOCAZIONE);
    contract = await createCompletedContract(stack, user.token, locazioneId, preferring(CHOICES));
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const preview = (id: string, token = user.token) => stack.api.get(`/api/contract/preview/${id}`, { token });

  it('reads the contract with the questions asked and the answers given, in order', async () => {
    const response = await stack.api.get(`/api/contract/${contract.id}`, { token: user.token });

    expect(response.status).toBe(200);
    expect(response.body.data.detailed_answers).toEqual(
      contract.asked.flatMap((question) => expectedDetails(question, contract.answers[question.variable])),
    );
    expect(response.body.data.detailed_answers[0]).toEqual({
      variable: 'tipologia_immobile',
      question: 'Che tipo di unità immobiliare viene locata?',
      given_answer: 'un monolocale',
    });
    expect(response.body.data.detailed_answers).toContainEqual({
      variable: 'locatori.1.tipo',
      question: 'Locatore 1 – È una persona fisica o una persona giuridica?',
      given_answer: 'Persona fisica',
    });
  });

  it('renders the preview with the answers, without the clauses they exclude, tags or "undefined"', async () => {
    const response = await preview(contract.id);
    const text = docxParagraphs(response.raw).join('\n');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Anteprima - Contratto di locazione abitativa 4+4 – Giulia D’Angelo.docx')}`,
    );
    expect(text).toContain('consistente in un monolocale');
    expect(text).toContain('in ordine alla prestazione energetica dell’Immobile');
    expect(text).toContain('Regime della cedolare secca');
    expect(text).toContain('la Sig.ra Giulia D’Angelo, nata a Firenze (FI) il 15 dicembre 1990');
    expect(text).toContain('il Sig. Mario Rossi, nato a Roma (RM) il 1° marzo 1980');
    expect(text).toContain('(di seguito, il “Conduttore”);');
    expect(text).not.toContain('locato arredato');
    expect(text).not.toContain('Aggiornamento del canone');
    expect(text).not.toContain('Solidarietà dei conduttori');
    expect(text).not.toMatch(/[{}]/);
    expect(text).not.toContain('undefined');
  });

  it('produces a preview LibreOffice opens and converts', async () => {
    const response = await preview(contract.id);

    const converted = await convertWithLibreOffice(response.raw);

    expect({ status: converted.status, stderr: converted.status === 0 ? '' : converted.stderr }).toEqual({
      status: 0,
      stderr: '',
    });
    expect(converted.pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('serves a preview only once the contract is COMPLETED (409)', async () => {
    const draft = await stack.api.put(
      '/api/contract',
      { type: locazioneId, answers: {} },
      { token: user.token },
    );

    const response = await preview(draft.body.data.id);

    expect(response.status).toBe(409);
    expect(response.body.message).toContain('completato il questionario');
  });

  it('serves the download only once paid (402), then the stored bytes named after the name and purchase date', async () => {
    const before = await stack.api.get(`/api/contract/download/${contract.id}`, { token: user.token });
    const stored = Buffer.from((await preview(contract.id)).raw);
    await markPaidInStore(stack, contract.id, stored, '2026-11-21T10:00:00.000Z');

    const after = await stack.api.get(`/api/contract/download/${contract.id}`, { token: user.token });
    const asAdmin = await stack.api.get(`/api/contract/download/${contract.id}`, { token: admin.token });
    const read = await stack.api.get(`/api/contract/${contract.id}`, { token: user.token });

    expect(before.status).toBe(402);
    expect(before.body.message).toContain('dopo l’acquisto');
    expect(after.status).toBe(200);
    expect(after.raw.equals(stored)).toBe(true);
    expect(after.headers.get('content-disposition')).toBe(
      'attachment; filename="Contratto di locazione abitativa 4+4 - Giulia D\'Angelo - 21-11-2026.docx"; ' +
        `filename*=UTF-8''${encodeURIComponent('Contratto di locazione abitativa 4+4 – Giulia D’Angelo - 21-11-2026.docx')}`,
    );
    expect(asAdmin.raw.equals(stored)).toBe(true);
    expect(read.body.data.paymentId).toEqual({
      id: `pay-${contract.id}`,
      updatedAt: '2026-11-21T10:00:00.000Z',
    });
  });

  it.each(['', 'preview/', 'download/'])(
    'answers GET /contract/%s{id} to an admin as to the owner, 404 to another user, 403 to an editor',
    async (prefix) => {
      const path = `/api/contract/${prefix}${contract.id}`;

      const [byOwner, byOther, byEditor, byAdmin, unknown] = await Promise.all([
        stack.api.get(path, { token: user.token }),
        stack.api.get(path, { token: other.token }),
        stack.api.get(path, { token: editor.token }),
        stack.api.get(path, { token: admin.token }),
        stack.api.get(`/api/contract/${prefix}00000000-0000-4000-8000-000000000000`, { token: user.token }),
      ]);

      expect([200, 402]).toContain(byOwner.status);
      expect(byAdmin.status).toBe(byOwner.status);
      expect(byOther.status).toBe(404);
      expect(byOther.body.message).toBe('Documento non trovato.');
      expect(byEditor.status).toBe(403);
      expect(unknown.status).toBe(404);
    },
  );
});
