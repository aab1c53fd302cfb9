/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Question } from '@redigo/shared/domain/question';
import { adminMessages } from '@redigo/shared/messages/admin';
import { templateVersionMessages as v } from '@redigo/shared/messages/template-versions';
import { validationMessages as m } from '@redigo/shared/messages/validation';
import { paths } from '@redigo/shared/paths';
import { storageKeys } from '../../../lib/storage';
import { renderPage } from '../../../test-support/render';
import { stubFetch, type StubbedCall } from '../../../test-support/stub-fetch';
import { getPendingFiles } from '../stores/draft-files-store';
import { clearDraft, draftFromTemplate, emptyDraft, setDraft } from '../stores/template-draft-store';
import { MasterPage } from './master-page';

const categories = {
  data: { results: [{ id: 'c1', name: 'Locazioni' }], page: 1, totalPages: 1, totalResults: 1 },
};
const question: Question = {
  variable: 'durata',
  question: 'Quale durata?',
  options: ['4+4', '3+2'],
  is_multiple_selection: false,
  required_answers: [],
};
/** A new template as POST /template answers it: suspended, with its files and no question yet. */
const savedTemplate = {
  id: 't-9',
  version: 1,
  name: 'Locazione 4+4',
  description: 'Contratto di locazione abitativa',
  price: 49.9,
  categoryId: { id: 'c1', name: 'Locazioni' },
  stripe_url: 'https://buy.stripe.com/test_1',
  json_questions: [],
  file_name: 'up/m.docx',
  preview_name: 'up/p.docx',
  min_time: 5,
  max_time: 15,
  min_questions: 3,
  max_questions: 8,
  status: 'SUSPENDED',
  published_once: false,
  published_version: null,
  content_version: 1,
  userId: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
};
const docx = (name: string) => new File(['PK'], name, { type: 'application/octet-stream' });

/** The error message shown under the field with that label, or null. */
const errorOf = (label: string): string | null => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  const id = ids.split(' ').find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

/** Types a whole value at once (one change event per field keeps these form tests quick). */
const fillIn = async (label: string, text: string) => {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
};

const fillValidForm = async () => {
  await fillIn('Titolo', 'Locazione 4+4');
  await fillIn('Descrizione', 'Contratto di locazione abitativa');
  await screen.findByRole('option', { name: 'Locazioni' });
  await userEvent.selectOptions(screen.getByLabelText('Categoria'), 'c1');
  await fillIn('Domande (minimo)', '3');
  await fillIn('Domande (massimo)', '8');
  await fillIn('Minuti di compilazione (minimo)', '5');
  await fillIn('Minuti di compilazione (massimo)', '15');
  await fillIn('Prezzo in euro (IVA esclusa)', '49,90');
  await fillIn('Link di pagamento Stripe', 'https://buy.stripe.com/test_1');
  await userEvent.upload(screen.getByLabelText('Master (.docx)'), docx('Locazione master.docx'));
  await userEvent.upload(screen.getByLabelText('Anteprima (.docx)'), docx('Locazione anteprima.docx'));
};

const renderMaster = () =>
  renderPage(paths.master, <MasterPage />, {
    [paths.uploadQuestions]: <p>pagina domanda</p>,
    [paths.templatesCreated]: <p>elenco dei master</p>,
  });

/** The presigned upload of each file (POST /template/upload-url, then the PUT to storage). */
const PRESIGNED_URL = 'https://storage.test/uploads/u1/k/file.docx?X-Amz-Signature=x';
const UPLOAD_KEY = 'uploads/u1/k/file.docx';
const PRESIGNED_UPLOAD = {
  'POST /api/template/upload-url': {
    status: 200,
    body: { data: { upload_key: UPLOAD_KEY, url: PRESIGNED_URL, headers: {}, expires_in: 300 } },
  },
  [`PUT ${PRESIGNED_URL.split('?')[0]}`]: { status: 200 },
};

const reply = (routes: Record<string, { status: number; body?: unknown }>) =>
  stubFetch((call: StubbedCall) => {
    const key = `${call.method} ${call.url.split('?')[0]}`;
    return routes[key] ?? { status: 200, body: categories };
  });

describe('master form', () => {
  beforeEach(() => {
    localStorage.clear();
    clearDraft();
  });

  it('shows the required message on each required field and asks for both .docx of a new template', async () => {
    // Prepare
    reply({});
    renderMaster();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Salva e vai alle domande' }));

    // Assess
    await waitFor(() => expect(errorOf('Titolo')).toBe(m.required));
    for (const label of ['Descrizione', 'Prezzo in euro (IVA esclusa)', 'Link di pagamento Stripe']) {
      expect(errorOf(label)).toBe(m.required);
    }
    expect(errorOf('Master (.docx)')).toBe(m.docxRequired);
    expect(errorOf('Anteprima (.docx)')).toBe(m.docxRequired);
    expect(screen.queryByText('pagina domanda')).not.toBeInTheDocument();
  });

  it('starts a new template on the first category, as listed', async () => {
    // Prepare
    stubFetch(() => ({
      status: 200,
      body: {
        data: {
          results: [
            { id: 'c1', name: 'Locazioni' },
            { id: 'c2', name: 'Societario' },
          ],
          page: 1,
          totalPages: 1,
          totalResults: 2,
        },
      },
    }));

    // Act
    renderMaster();

    // Assess
    await waitFor(() => expect(screen.getByLabelText('Categoria')).toHaveValue('c1'));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(storageKeys.newTemplate) ?? '{}')).toMatchObject({
        categoryId: 'c1',
      }),
    );
  });

  it('keeps the category of a template opened with Modifica', async () => {
    // Prepare
    reply({});
    setDraft({ ...emptyDraft(), id: 't1', name: 'NDA', categoryId: 'c2' });

    // Act
    renderMaster();
    await screen.findByRole('option', { name: 'Locazioni' });

    // Assess
    expect(screen.getByLabelText('Categoria')).not.toHaveValue('c1');
  });

  it('wants digits in the numbers and a valid URL', async () => {
    // Prepare
    reply({});
    renderMaster();

    // Act
    await fillIn('Domande (minimo)', '12a');
    await fillIn('Minuti di compilazione (massimo)', '-5');
    await fillIn('Prezzo in euro (IVA esclusa)', '49 euro');
    await fillIn('Link di pagamento Stripe', 'buy.stripe.com/abc');
    await userEvent.click(screen.getByRole('button', { name: 'Salva e vai alle domande' }));

    // Assess
    await waitFor(() => expect(errorOf('Domande (minimo)')).toBe(m.number));
    expect(errorOf('Minuti di compilazione (massimo)')).toBe(m.number);
    expect(errorOf('Prezzo in euro (IVA esclusa)')).toBe(m.number);
    expect(errorOf('Link di pagamento Stripe')).toBe(m.url);
  });

  it('refuses a file that is not .docx and two files with the same name', async () => {
    // Prepare
    reply({});
    renderMaster();

    // Act
    await userEvent.upload(screen.getByLabelText('Master (.docx)'), docx('contratto.pdf'), {
      applyAccept: false,
    });
    await userEvent.upload(screen.getByLabelText('Anteprima (.docx)'), docx('contratto.pdf'), {
      applyAccept: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Salva e vai alle domande' }));
    await waitFor(() => expect(errorOf('Master (.docx)')).toBe(m.docxRequired));
    await userEvent.upload(screen.getByLabelText('Master (.docx)'), docx('Atto.docx'));
    await userEvent.upload(screen.getByLabelText('Anteprima (.docx)'), docx('Atto.docx'));

    // Assess
    await waitFor(() => expect(errorOf('Anteprima (.docx)')).toBe(m.sameFileNames));
    expect(errorOf('Master (.docx)')).toBeNull();
  });

  it('with no questions, saves the template (suspended) with its files, then goes to the first question', async () => {
    // Prepare: before any question, every tag of the documents names an unknown variable; the save goes on.
    const check = { errors: ['Master: il tag {durata} non corrisponde a nessuna domanda.'], warnings: [] };
    const calls = reply({
      ...PRESIGNED_UPLOAD,
      'POST /api/template/upload-complete': {
        status: 200,
        body: { data: { file_name: 'up/m.docx', preview_name: 'up/p.docx', check } },
      },
      'POST /api/template': { status: 201, body: { data: savedTemplate } },
    });
    renderMaster();

    // Act
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Salva e vai alle domande' }));

    // Assess
    expect(await screen.findByText('pagina domanda')).toBeInTheDocument();
    const created = calls.filter((c) => c.method === 'POST' && c.url === '/api/template');
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toMatchObject({
      name: 'Locazione 4+4',
      file_name: 'up/m.docx',
      preview_name: 'up/p.docx',
      json_questions: [],
    });
    const stored = JSON.parse(localStorage.getItem(storageKeys.newTemplate) ?? '{}');
    expect(stored).toMatchObject({ id: 't-9', file_name: 'up/m.docx', preview_name: 'up/p.docx' });
  });

  it('with no questions, stays on the form and says why when the server refuses the save', async () => {
    // Prepare
    const calls = reply({
      ...PRESIGNED_UPLOAD,
      'POST /api/template/upload-complete': {
        status: 200,
        body: {
          data: { file_name: 'up/m.docx', preview_name: 'up/p.docx', check: { errors: [], warnings: [] } },
        },
      },
      'POST /api/template': {
        status: 422,
        body: {
          message: 'Il master ha dei problemi.',
          code: 'TEMPLATE_CHECK',
          errors: ['Master: tag non chiuso {durata'],
        },
      },
    });
    renderMaster();

    // Act
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Salva e vai alle domande' }));

    // Assess
    expect(await screen.findByText('Master: tag non chiuso {durata')).toBeInTheDocument();
    expect(screen.queryByText('pagina domanda')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/template')).toHaveLength(1);
  });

  it('uploads new files, saves the template with numbers and returns to the list', async () => {
    // Prepare
    setDraft({ ...emptyDraft(), json_questions: [question] });
    const check = { errors: [], warnings: ['La domanda "durata" non è usata in nessun documento.'] };
    const calls = reply({
      ...PRESIGNED_UPLOAD,
      'POST /api/template/upload-complete': {
        status: 200,
        body: { data: { file_name: 'up/m.docx', preview_name: 'up/p.docx', check } },
      },
      'POST /api/template': { status: 201, body: { data: { id: 't-9' } } },
    });
    renderMaster();

    // Act
    await fillValidForm();
    expect(screen.queryByRole('button', { name: 'Salva e vai alle domande' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salva e concludi' }));

    // Assess
    expect(await screen.findByText('elenco dei master')).toBeInTheDocument();
    const asked = calls.filter((c) => c.url === '/api/template/upload-url').map((c) => c.body);
    expect(asked).toEqual([
      expect.objectContaining({ kind: 'master', file_name: 'Locazione master.docx' }),
      expect.objectContaining({ kind: 'preview', file_name: 'Locazione anteprima.docx' }),
    ]);
    const sent = calls.filter((c) => c.method === 'PUT' && c.url === PRESIGNED_URL);
    expect(sent.map((c) => (c.raw as File).name)).toEqual([
      'Locazione master.docx',
      'Locazione anteprima.docx',
    ]);
    const completed = calls.find((c) => c.url === '/api/template/upload-complete');
    expect(completed?.body).toEqual({
      master_key: UPLOAD_KEY,
      preview_key: UPLOAD_KEY,
      questions: [question],
    });
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/template')?.body).toEqual({
      name: 'Locazione 4+4',
      description: 'Contratto di locazione abitativa',
      categoryId: 'c1',
      price: 49.9,
      stripe_url: 'https://buy.stripe.com/test_1',
      min_questions: 3,
      max_questions: 8,
      min_time: 5,
      max_time: 15,
      file_name: 'up/m.docx',
      preview_name: 'up/p.docx',
      json_questions: [question],
      rules: [],
    });
    expect(localStorage.getItem(storageKeys.newTemplate)).toBeNull();
    expect(screen.getByText(adminMessages.templateSaved)).toBeInTheDocument();
  });

  it("'Salva temporaneamente' saves and stays on the form, now editing the saved template, its check still current", async () => {
    // Prepare
    setDraft({ ...emptyDraft(), json_questions: [question] });
    const check = { errors: [], warnings: [] };
    const saved = {
      id: 't-9',
      version: 1,
      name: 'Locazione 4+4',
      description: 'Contratto',
      price: 49.9,
      categoryId: { id: 'c1', name: 'Locazioni' },
      stripe_url: 'https://buy.stripe.com/x',
      // The server returns the questions as it stores them: its own order of keys.
      json_questions: [Object.fromEntries(Object.entries(question).reverse())],
      file_name: 'up/m.docx',
      preview_name: 'up/p.docx',
      min_time: 5,
      max_time: 15,
      min_questions: 1,
      max_questions: 8,
      status: 'SUSPENDED',
      published_once: false,
      userId: null,
      createdAt: '2026-11-24T10:00:00.000Z',
      updatedAt: '2026-11-24T10:00:00.000Z',
    };
    const calls = reply({
      ...PRESIGNED_UPLOAD,
      'POST /api/template/upload-complete': {
        status: 200,
        body: { data: { file_name: 'up/m.docx', preview_name: 'up/p.docx', check } },
      },
      'POST /api/template': { status: 201, body: { data: saved } },
    });
    renderMaster();

    // Act
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Salva temporaneamente' }));

    // Assess
    expect(await screen.findByText(adminMessages.templateSavedStaying)).toBeInTheDocument();
    expect(screen.queryByText('elenco dei master')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Modifica master' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/template')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(storageKeys.newTemplate) ?? '{}')).toMatchObject({
      id: 't-9',
      version: 1,
    });
    expect(screen.getByText('Controllo del modello')).toBeInTheDocument();
    expect(screen.queryByText(/Le domande sono cambiate dopo questo controllo/)).not.toBeInTheDocument();
  });

  it('forgets the chosen files once saved: the next template opened shows its own documents', async () => {
    // Prepare
    setDraft({ ...emptyDraft(), json_questions: [question] });
    const check = { errors: [], warnings: [] };
    reply({
      ...PRESIGNED_UPLOAD,
      'POST /api/template/upload-complete': {
        status: 200,
        body: { data: { file_name: 'up/m.docx', preview_name: 'up/p.docx', check } },
      },
      'POST /api/template': { status: 201, body: { data: { id: 't-9' } } },
    });
    const first = renderMaster();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Salva e concludi' }));
    expect(await screen.findByText('elenco dei master')).toBeInTheDocument();
    first.unmount();

    // Act
    setDraft({
      ...emptyDraft(),
      id: 't-2',
      name: 'Comodato',
      file_name: 'masters/comodato.docx',
      preview_name: 'masters/comodato-anteprima.docx',
      json_questions: [question],
    });
    renderMaster();

    // Assess
    expect(getPendingFiles()).toEqual({ master: null, preview: null });
    expect(await screen.findByText('Documento attuale: comodato.docx')).toBeInTheDocument();
    expect(screen.queryByText(/Nuovo file/)).not.toBeInTheDocument();
  });

  it("stops on the check's errors and shows them next to the files and the questions", async () => {
    // Prepare
    setDraft({ ...emptyDraft(), json_questions: [question] });
    const error =
      'Master, tag {durata == "5+5"} («per anni»): "5+5" non è una risposta della domanda "durata".';
    const calls = reply({
      ...PRESIGNED_UPLOAD,
      'POST /api/template/upload-complete': {
        status: 200,
        body: {
          data: {
            file_name: 'up/m.docx',
            preview_name: 'up/p.docx',
            check: { errors: [error], warnings: [] },
          },
        },
      },
    });
    renderMaster();

    // Act
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Salva temporaneamente' }));

    // Assess
    expect(await screen.findByText('Errori da correggere (1)')).toBeInTheDocument();
    expect(screen.getAllByText(error)).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/template')).toBe(false);
  });

  it("names each question's actions as they read, described by the question", async () => {
    // Prepare
    reply({});
    setDraft({ ...emptyDraft(), json_questions: [question] });

    // Act
    renderMaster();

    // Assess
    expect(screen.getByRole('button', { name: 'Modifica' })).toHaveAccessibleDescription('Quale durata?');
    expect(screen.getByRole('button', { name: 'Elimina' })).toHaveAccessibleDescription('Quale durata?');
  });

  it('says that a chosen document is not saved yet, and that a reload would lose it', async () => {
    reply({});
    renderMaster();
    await userEvent.upload(screen.getByLabelText('Master (.docx)'), docx('Locazione master.docx'));
    expect(
      screen.getByText(/Nuovo file: Locazione master\.docx \(\d+ KB\), non ancora salvato/),
    ).toHaveTextContent('se ricarichi la pagina dovrai sceglierlo di nuovo');
  });

  it('moves a top-level question up and down, but not above a question its conditions name', async () => {
    // Prepare: «tipo» asks whether there is a guarantor, «garante» only when there is
    reply({});
    const tipo: Question = { ...question, variable: 'tipo', question: 'Con garante?', options: ['sì', 'no'] };
    const garante: Question = {
      ...question,
      variable: 'garante',
      question: 'Chi garantisce?',
      required_answers: [{ tipo: 'sì' }],
    };
    setDraft({ ...emptyDraft(), json_questions: [question, tipo, garante] });
    renderMaster();
    const texts = () =>
      screen.getAllByRole('listitem').map((item) => item.querySelector('.questions__text')?.textContent);

    // Act: «tipo» goes up to the top
    await userEvent.click(screen.getByRole('button', { name: 'Sposta su la domanda 2' }));

    // Assess
    expect(texts()).toEqual(['Con garante?', 'Quale durata?', 'Chi garantisce?']);
    expect(screen.getByRole('button', { name: 'Sposta su la domanda 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sposta giù la domanda 3' })).toBeDisabled();

    // Act: «garante» tries to pass «durata», then «tipo»
    await userEvent.click(screen.getByRole('button', { name: 'Sposta su la domanda 3' }));
    expect(texts()).toEqual(['Con garante?', 'Chi garantisce?', 'Quale durata?']);
    await userEvent.click(screen.getByRole('button', { name: 'Sposta su la domanda 2' }));

    // Assess: it stays below «tipo», and the page says why
    expect(texts()).toEqual(['Con garante?', 'Chi garantisce?', 'Quale durata?']);
    expect(screen.getByRole('status')).toHaveTextContent(
      'La domanda 2 non può salire sopra la domanda 1: le sue condizioni nominano «tipo».',
    );
  });

  describe('its rules across answers', () => {
    const rules = [
      {
        check: 'deposito <= canone * 3',
        message: 'Il deposito cauzionale non può superare tre mensilità del canone.',
      },
    ];
    const putBody = (calls: StubbedCall[]) =>
      calls.find((c) => c.method === 'PUT' && c.url === '/api/template/t-9')?.body;

    it('keeps the rules of a template opened with Modifica in its save', async () => {
      // Prepare
      setDraft({
        ...draftFromTemplate({ ...savedTemplate, status: 'SUSPENDED', rules }),
        json_questions: [question],
      });
      const calls = reply({
        'PUT /api/template/t-9': { status: 200, body: { data: { ...savedTemplate, rules } } },
      });
      renderMaster();
      await screen.findByRole('option', { name: 'Locazioni' });

      // Act
      await userEvent.click(screen.getByRole('button', { name: 'Salva e concludi' }));

      // Assess
      expect(await screen.findByText('elenco dei master')).toBeInTheDocument();
      expect(putBody(calls)).toMatchObject({ rules });
    });

    it.each([
      [
        'a template read without its rules field',
        () =>
          setDraft({
            ...draftFromTemplate({ ...savedTemplate, status: 'SUSPENDED' }),
            json_questions: [question],
          }),
      ],
      [
        'a draft kept from before rules existed',
        () => {
          const { rules: _none, ...older } = {
            ...draftFromTemplate({ ...savedTemplate, status: 'SUSPENDED' }),
            json_questions: [question],
          };
          localStorage.setItem(storageKeys.newTemplate, JSON.stringify(older));
        },
      ],
    ])('never clears the rules of %s: it reads them from the server and saves them', async (_case, keep) => {
      // Prepare
      keep();
      const calls = reply({
        'GET /api/template/t-9': { status: 200, body: { data: { ...savedTemplate, rules } } },
        'PUT /api/template/t-9': { status: 200, body: { data: { ...savedTemplate, rules } } },
      });
      renderMaster();
      await screen.findByRole('option', { name: 'Locazioni' });

      // Act
      await userEvent.click(screen.getByRole('button', { name: 'Salva e concludi' }));

      // Assess
      expect(await screen.findByText('elenco dei master')).toBeInTheDocument();
      expect(putBody(calls)).toMatchObject({ rules });
    });

    it('shows the server’s problems with a rule by that rule, and says so by the save buttons', async () => {
      // Prepare
      const problem =
        'Regola n. 1: L\'espressione "deposito <= canone * 3" usa "deposito", che non è una domanda del modello.';
      setDraft({
        ...draftFromTemplate({ ...savedTemplate, status: 'SUSPENDED', rules }),
        json_questions: [question],
      });
      reply({
        'PUT /api/template/t-9': {
          status: 422,
          body: { code: 'TEMPLATE_CHECK_FAILED', message: problem, errors: [problem] },
        },
      });
      renderMaster();
      await screen.findByRole('option', { name: 'Locazioni' });

      // Act
      await userEvent.click(screen.getByRole('button', { name: 'Salva e concludi' }));

      // Assess
      const rulesCard = (await screen.findByRole('heading', { name: 'Regole' })).closest(
        'section',
      ) as HTMLElement;
      expect(await within(rulesCard).findByText(problem)).toBeInTheDocument();
      expect(
        screen.getByText(
          'Alcune regole non sono valide: i problemi sono indicati accanto a ciascuna, nella sezione «Regole».',
        ),
      ).toBeInTheDocument();
    });
  });

  it('asks for the release notes when a save publishes a new version of a published template, and saves again with them', async () => {
    // Prepare
    setDraft({ ...draftFromTemplate({ ...savedTemplate, status: 'PUBLISHED' }), json_questions: [question] });
    const required = {
      status: 400,
      body: { code: 'RELEASE_NOTES_REQUIRED', message: v.notesRequired, errors: [v.notesRequired] },
    };
    const calls = stubFetch((call: StubbedCall) =>
      call.method !== 'PUT'
        ? { status: 200, body: categories }
        : (call.body as { release_notes?: unknown }).release_notes
          ? { status: 200, body: { data: { ...savedTemplate, status: 'PUBLISHED' } } }
          : required,
    );
    renderMaster();
    expect(screen.getByText(/il salvataggio pubblica una nuova versione/)).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Locazioni' });

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Salva e concludi' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Note di rilascio della nuova versione di «${savedTemplate.name}»`,
    });
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Correzione/ }));
    await userEvent.type(
      within(dialog).getByLabelText('Nota per gli avvocati'),
      'Corretto il rinvio all’articolo sulla durata.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva e pubblica' }));

    // Assess
    expect(await screen.findByText('elenco dei master')).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[0]?.body).not.toHaveProperty('release_notes');
    expect(puts[1]?.body).toMatchObject({
      json_questions: [expect.objectContaining({ variable: question.variable })],
      release_notes: {
        motivo: 'correzione',
        nota: 'Corretto il rinvio all’articolo sulla durata.',
        riferimento: null,
      },
    });
  });

  it('checks the documents on demand, and does not upload them again to save', async () => {
    // Prepare
    setDraft({ ...emptyDraft(), json_questions: [question] });
    const warning = 'La domanda "durata" non è usata in nessun documento.';
    const calls = reply({
      ...PRESIGNED_UPLOAD,
      'POST /api/template/upload-complete': {
        status: 200,
        body: {
          data: {
            file_name: 'up/m.docx',
            preview_name: 'up/p.docx',
            check: { errors: [], warnings: [warning] },
          },
        },
      },
      'POST /api/template': { status: 201, body: { data: { id: 't-9' } } },
    });
    renderMaster();
    await fillValidForm();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Verifica i documenti' }));
    expect(await screen.findByText('Avvisi (1)')).toBeInTheDocument();
    expect(screen.getByText('Caricato: m.docx, da salvare con il master.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salva e concludi' }));

    // Assess
    expect(await screen.findByText('elenco dei master')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/template/upload-complete')).toHaveLength(1);
    expect(calls.find((c) => c.url === '/api/template')?.body).toMatchObject({ file_name: 'up/m.docx' });
  });

  it("shows each of the server's errors in a red box", async () => {
    // Prepare
    setDraft({ ...emptyDraft(), json_questions: [question] });
    reply({
      ...PRESIGNED_UPLOAD,
      'POST /api/template/upload-complete': {
        status: 200,
        body: {
          data: { file_name: 'up/m.docx', preview_name: 'up/p.docx', check: { errors: [], warnings: [] } },
        },
      },
      'POST /api/template': {
        status: 422,
        body: {
          message: 'Il modello non è coerente.',
          code: 'TEMPLATE_CHECK_FAILED',
          errors: ['Primo.', 'Secondo.'],
        },
      },
    });
    renderMaster();

    // Act
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Salva e concludi' }));

    // Assess
    const boxes = (await screen.findAllByRole('alert')).filter((box) => box.classList.contains('notice'));
    expect(boxes.map((box) => box.textContent)).toEqual(['Primo.', 'Secondo.']);
    expect(screen.queryByText('elenco dei master')).not.toBeInTheDocument();
  });
});
