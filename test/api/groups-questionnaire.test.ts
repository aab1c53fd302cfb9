import { COMPANY_ITEM, landlordsGroup, partiesQuestions, PERSON_ITEM } from '../support/group-templates';
import { loginAs, type SignedIn } from '../support/accounts';
import { createTypedTemplate } from '../support/typed-templates';
import { startTestStack, type TestStack } from '../support/test-stack';

const GOOD = {
  uso: 'Abitativo',
  locatori: [PERSON_ITEM, COMPANY_ITEM],
  cf_conduttore: 'FRRGLI90T55D612D',
  piva_conduttore: '01114601006',
};
const NOT_AN_ITEM =
  'Locatore 2: le risposte vanno inviate come coppie campo-risposta, per esempio {"nome": "Mario"}.';
const NOT_A_MAP =
  'Il gruppo in compilazione va inviato come coppia gruppo-elenco, per esempio {"locatori": [{"nome": "Mario"}]}.';
const NOT_A_LIST =
  'La risposta alla domanda "Chi sono i locatori?" deve essere un elenco, con un elemento per ogni Locatore.';

describe('a group through the questionnaire and the saves (docs/api.md, "Repeating groups and parties")', () => {
  let stack: TestStack;
  let user: SignedIn;
  let templateId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    let editor: SignedIn;
    [user, editor] = await Promise.all([loginAs(stack, 'user'), loginAs(stack, 'editor')]);
    templateId = (
      await createTypedTemplate(stack, editor.token, partiesQuestions(), ['{uso} {cf_conduttore}'])
    ).id;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const ask = (answers: unknown) =>
    stack.api.post(`/api/contract/questions?type=${templateId}`, answers, { token: user.token });
  const save = (answers: unknown, status = 'TO_COMPLETE', id?: string, typing?: unknown) =>
    stack.api.put(
      id ? `/api/contract/${id}` : '/api/contract',
      { type: templateId, status, answers, ...(typing !== undefined && { group_in_progress: typing }) },
      { token: user.token },
    );
  const read = async (id: string) =>
    (await stack.api.get(`/api/contract/${id}`, { token: user.token })).body.data;

  it('asks the group with its type, item label, bounds and fields as stored, and options []', async () => {
    const response = await ask({ uso: 'Abitativo' });
    expect(response.status).toBe(200);
    const { type, item_label, min_items, max_items, fields, question, description } = landlordsGroup();
    expect(response.body.data).toEqual({
      type,
      variable: 'locatori',
      question,
      description,
      item_label,
      min_items,
      max_items,
      fields,
      options: [],
      is_multiple_selection: false,
      index: 1,
    });
  });

  it('goes on once the whole list is given, asks the tax codes and ends', async () => {
    const next = await ask({ uso: 'Abitativo', locatori: [PERSON_ITEM, COMPANY_ITEM] });
    expect(next.body.data).toMatchObject({ type: 'codice_fiscale', variable: 'cf_conduttore', options: [] });
    const last = await ask({ ...GOOD, piva_conduttore: undefined });
    expect(last.body.data).toMatchObject({ type: 'partita_iva', variable: 'piva_conduttore', options: [] });
    expect((await ask(GOOD)).body).toEqual({ data: null });
  });

  it.each<[string, unknown, string]>([
    ['an object instead of a list', PERSON_ITEM, NOT_A_LIST],
    ['a text instead of a list', 'Mario Rossi', NOT_A_LIST],
    ['no item', [], 'La domanda "Chi sono i locatori?" richiede almeno 1 elemento (indicati: 0).'],
    [
      'more items than max_items',
      [PERSON_ITEM, PERSON_ITEM, PERSON_ITEM, PERSON_ITEM],
      'La domanda "Chi sono i locatori?" ammette al massimo 3 elementi (indicati: 4).',
    ],
    ['an item that is a text', [PERSON_ITEM, 'Anna Bianchi'], NOT_AN_ITEM],
    ['an item that is null', [PERSON_ITEM, null], NOT_AN_ITEM],
    ['an item that is a list', [PERSON_ITEM, [PERSON_ITEM]], NOT_AN_ITEM],
    [
      'a list for a single choice field',
      [PERSON_ITEM, { ...PERSON_ITEM, tipo: ['Persona fisica'] }],
      'Locatore 2 – Tipo di parte: ammette una sola risposta.',
    ],
    [
      'an option the field does not have',
      [PERSON_ITEM, { tipo: 'Ente' }],
      'Locatore 2 – Tipo di parte: "Ente" non è una delle risposte possibili.',
    ],
    [
      'a number for a text field',
      [PERSON_ITEM, { ...PERSON_ITEM, nome: 42 }],
      'Locatore 2 – Nome e cognome: la risposta deve essere un testo.',
    ],
    [
      'a text field too long',
      [PERSON_ITEM, { ...PERSON_ITEM, indirizzo: 'x'.repeat(2001) }],
      'Locatore 2 – Indirizzo: la risposta supera 2000 caratteri.',
    ],
    [
      'a control character',
      [PERSON_ITEM, { ...PERSON_ITEM, nome: 'Anna\u0007' }],
      'Locatore 2 – Nome e cognome: la risposta contiene caratteri non ammessi.',
    ],
    [
      'a codice fiscale with a wrong check character',
      [PERSON_ITEM, { ...PERSON_ITEM, codice_fiscale: 'RSSMRA85T10A562T' }],
      'Locatore 2 – Codice fiscale: il codice fiscale non è valido: il carattere di controllo non corrisponde.',
    ],
    [
      'a partita IVA with a wrong check digit',
      [PERSON_ITEM, { ...COMPANY_ITEM, partita_iva: '01114601007' }],
      'Locatore 2 – Partita IVA: la partita IVA non è valida: la cifra di controllo non corrisponde.',
    ],
    [
      'a field given whose conditions do not hold',
      [PERSON_ITEM, { ...COMPANY_ITEM, nome: 'Mario Rossi' }],
      'Locatore 2 – Nome e cognome: il campo non va compilato con le altre risposte date per questo elemento.',
    ],
    [
      'a field whose top-level condition does not hold',
      [PERSON_ITEM, { ...COMPANY_ITEM, rea: 'RM-1234567' }],
      'Locatore 2 – Numero REA: il campo non va compilato con le altre risposte date per questo elemento.',
    ],
    [
      'a field missing that is asked',
      [PERSON_ITEM, { tipo: 'Persona giuridica', denominazione: 'Alfa S.r.l.' }],
      'Locatore 2 – Partita IVA: manca la risposta.',
    ],
    [
      'an unknown field',
      [PERSON_ITEM, { ...PERSON_ITEM, sesso: 'F' }],
      'Locatore 2 – "sesso": il campo non esiste in questo gruppo.',
    ],
  ])('refuses %s: 400 on the questionnaire and a draft, 418 on COMPLETED', async (_, locatori, message) => {
    const answers = { ...GOOD, locatori };
    const asked = await ask(answers);
    expect([asked.status, asked.body.message]).toEqual([400, message]);
    const draft = await save(answers);
    expect([draft.status, draft.body.message]).toEqual([400, message]);
    const completed = await save(answers, 'COMPLETED');
    expect([completed.status, completed.body.message]).toEqual([418, message]);
  });

  it.each<[string, unknown, string]>([
    ['no item', [], 'La domanda "Chi sono i locatori?" richiede almeno 1 elemento (indicati: 0).'],
    [
      'an item with its kind only',
      [PERSON_ITEM, { tipo: 'Persona fisica' }],
      'Locatore 2 – Nome e cognome: manca la risposta.',
    ],
    ['an empty field', [{ ...PERSON_ITEM, indirizzo: '' }], 'Locatore 1 – Indirizzo: la risposta è vuota.'],
  ])(
    'refuses %s in answers, a draft included (400; 418 on COMPLETED), and keeps it in group_in_progress',
    async (_, locatori, message) => {
      const answers = { ...GOOD, locatori };
      const draft = await save(answers);
      expect([draft.status, draft.body.message]).toEqual([400, message]);
      const completed = await save(answers, 'COMPLETED');
      expect([completed.status, completed.body.message]).toEqual([418, message]);
      const typing = await save({ uso: 'Abitativo' }, 'TO_COMPLETE', undefined, { locatori });
      expect(typing.status).toBe(200);
      const stored = await read(typing.body.data.id);
      expect([stored.answers, Object.keys(stored.group_in_progress)]).toEqual([
        { uso: 'Abitativo' },
        ['locatori'],
      ]);
    },
  );

  it('keeps the group being typed in group_in_progress, normalised and apart from everything else', async () => {
    const typed = [
      PERSON_ITEM,
      { tipo: 'Persona fisica', nome: ' Anna Bianchi ', codice_fiscale: '', indirizzo: '   ' },
      { tipo: 'Persona giuridica', partita_iva: '011 146 010 06' },
    ];
    const saved = await save({ uso: 'Abitativo' }, 'TO_COMPLETE', undefined, { locatori: typed });
    expect(saved.status).toBe(200);
    const id = saved.body.data.id;
    const contract = await read(id);
    expect(contract).toMatchObject({ status: 'TO_COMPLETE', answers: { uso: 'Abitativo' } });
    expect(contract.group_in_progress).toEqual({
      locatori: [
        PERSON_ITEM,
        { tipo: 'Persona fisica', nome: 'Anna Bianchi' },
        { tipo: 'Persona giuridica', partita_iva: '01114601006' },
      ],
    });
    // Not an answer: not detailed, not in the name, not in a list, not shown to an admin, not copied.
    expect(contract.detailed_answers.map(({ variable }: { variable: string }) => variable)).toEqual(['uso']);
    expect(contract.name).not.toMatch(/Rossi|Bianchi/);
    const drafts = await stack.api.get('/api/contract?status=TO_COMPLETE&limit=100', { token: user.token });
    const listed = drafts.body.data.results.find((row: { id: string }) => row.id === id);
    expect([listed?.id, listed?.group_in_progress]).toEqual([id, undefined]);
    const admin = await loginAs(stack, 'admin');
    const byAdmin = await stack.api.get(`/api/contract/${id}`, { token: admin.token });
    expect([byAdmin.status, byAdmin.body.data.group_in_progress]).toEqual([200, undefined]);
    const copy = await stack.api.post(`/api/contract/${id}/copy`, undefined, { token: user.token });
    expect(copy.status).toBe(201);
    const copied = await read(copy.body.data.id);
    expect([copied.answers, copied.group_in_progress]).toEqual([{ uso: 'Abitativo' }, undefined]);

    // Each draft save replaces it; a save without it clears it.
    const fewer = { locatori: [{ tipo: 'Persona giuridica' }] };
    expect((await save({ uso: 'Abitativo' }, 'TO_COMPLETE', id, fewer)).status).toBe(200);
    expect((await read(id)).group_in_progress).toEqual(fewer);
    expect((await save({ uso: 'Abitativo' }, 'TO_COMPLETE', id)).status).toBe(200);
    expect((await read(id)).group_in_progress).toBeUndefined();

    // The lawyer finishes the list: it moves into answers, and the COMPLETED save clears what was being typed.
    expect((await save({ uso: 'Abitativo' }, 'TO_COMPLETE', id, { locatori: typed })).status).toBe(200);
    expect((await save(GOOD, 'COMPLETED', id)).status).toBe(200);
    const completed = await read(id);
    expect([completed.status, completed.answers, completed.group_in_progress]).toEqual([
      'COMPLETED',
      GOOD,
      undefined,
    ]);
  });

  it.each<[string, unknown, string]>([
    ['a list instead of a map', [PERSON_ITEM], NOT_A_MAP],
    ['a text instead of a map', 'locatori', NOT_A_MAP],
    [
      'two groups',
      { locatori: [], conduttori: [] },
      'Si può salvare un solo gruppo in compilazione alla volta (indicati: 2).',
    ],
    [
      'a question that is no group',
      { uso: ['Abitativo'] },
      'Gruppo in compilazione: "uso" non è una domanda di tipo gruppo di questo modello.',
    ],
    ['an object instead of a list', { locatori: PERSON_ITEM }, NOT_A_LIST],
    [
      'more items than max_items',
      { locatori: [{}, {}, {}, {}] },
      'La domanda "Chi sono i locatori?" ammette al massimo 3 elementi (indicati: 4).',
    ],
    ['an item that is a text', { locatori: [{}, 'Anna Bianchi'] }, NOT_AN_ITEM],
    [
      'an unknown field',
      { locatori: [{}, { tipo: 'Persona fisica', sesso: 'F' }] },
      'Locatore 2 – "sesso": il campo non esiste in questo gruppo.',
    ],
    [
      'a codice fiscale with a wrong check character',
      { locatori: [{}, { tipo: 'Persona fisica', codice_fiscale: 'RSSMRA85T10A562T' }] },
      'Locatore 2 – Codice fiscale: il codice fiscale non è valido: il carattere di controllo non corrisponde.',
    ],
    [
      'a field given whose conditions do not hold',
      { locatori: [{ tipo: 'Persona giuridica', nome: 'Mario Rossi' }] },
      'Locatore 1 – Nome e cognome: il campo non va compilato con le altre risposte date per questo elemento.',
    ],
    [
      'a noncharacter',
      { locatori: [{ tipo: 'Persona fisica', nome: 'Anna\uFFFE' }] },
      'La risposta alla domanda "Chi sono i locatori?" contiene caratteri non validi (invisibili o riservati, spesso incollati da un altro programma): riscrivila.',
    ],
  ])('refuses a group_in_progress with %s (400), and stores nothing', async (_, typing, message) => {
    const first = await save({ uso: 'Abitativo' }, 'TO_COMPLETE', undefined, typing);
    expect([first.status, first.body.message]).toEqual([400, message]);
    const draft = await save({ uso: 'Abitativo' });
    const again = await save({ uso: 'Abitativo' }, 'TO_COMPLETE', draft.body.data.id, typing);
    expect([again.status, again.body.message]).toEqual([400, message]);
    expect((await read(draft.body.data.id)).version).toBe(1);
  });

  it('refuses a group_in_progress on a COMPLETED save (400): every answer is in answers there', async () => {
    const completed = await save(GOOD, 'COMPLETED', undefined, { locatori: [{ tipo: 'Persona fisica' }] });
    expect([completed.status, completed.body.message]).toEqual([
      400,
      'Un gruppo in compilazione si salva solo con una bozza (stato TO_COMPLETE): un documento completato ha tutte le risposte in "answers".',
    ]);
    expect((await save(GOOD, 'COMPLETED', undefined, {})).status).toBe(200);
  });

  it('asks a field because of a top-level answer: a company in a commercial lease needs its REA', async () => {
    const shop = { ...GOOD, uso: 'Commerciale', locatori: [COMPANY_ITEM] };
    expect((await ask(shop)).body.message).toBe('Locatore 1 – Numero REA: manca la risposta.');
    expect((await ask({ ...shop, locatori: [{ ...COMPANY_ITEM, rea: 'RM-1234567' }] })).body).toEqual({
      data: null,
    });
  });

  it('lists every problem of the list in `errors`, item by item', async () => {
    const response = await ask({ ...GOOD, locatori: [{ tipo: 'Persona fisica' }, 'x'] });
    expect(response.body.errors).toEqual([
      'Locatore 1 – Nome e cognome: manca la risposta.',
      'Locatore 1 – Codice fiscale: manca la risposta.',
      'Locatore 1 – Indirizzo: manca la risposta.',
      NOT_AN_ITEM,
    ]);
  });

  it('saves a draft without the group, and refuses a COMPLETED save without it (418)', async () => {
    const answers = {
      uso: 'Abitativo',
      cf_conduttore: GOOD.cf_conduttore,
      piva_conduttore: GOOD.piva_conduttore,
    };
    expect((await save(answers)).status).toBe(200);
    const completed = await save(answers, 'COMPLETED');
    expect([completed.status, completed.body.message]).toEqual([
      418,
      'Manca la risposta alla domanda "Chi sono i locatori?".',
    ]);
  });

  it('stores tax codes upper case without spaces, in the items too, and details each item and field', async () => {
    const saved = await save(
      {
        ...GOOD,
        locatori: [
          { ...PERSON_ITEM, codice_fiscale: ' rssmra85t10a562s ' },
          { ...COMPANY_ITEM, partita_iva: '011 146 010 06' },
        ],
        cf_conduttore: 'frr gli 90t55 d612d',
      },
      'COMPLETED',
    );
    expect(saved.status).toBe(200);
    const contract = await read(saved.body.data.id);
    expect(contract.answers).toEqual(GOOD);
    expect(contract.detailed_answers).toEqual([
      { variable: 'uso', question: 'Uso dell’immobile', given_answer: 'Abitativo' },
      { variable: 'locatori.1.tipo', question: 'Locatore 1 – Tipo di parte', given_answer: 'Persona fisica' },
      { variable: 'locatori.1.nome', question: 'Locatore 1 – Nome e cognome', given_answer: 'Mario Rossi' },
      {
        variable: 'locatori.1.codice_fiscale',
        question: 'Locatore 1 – Codice fiscale',
        given_answer: 'RSSMRA85T10A562S',
      },
      {
        variable: 'locatori.1.indirizzo',
        question: 'Locatore 1 – Indirizzo',
        given_answer: 'via Roma 1, 20121 Milano',
      },
      {
        variable: 'locatori.2.tipo',
        question: 'Locatore 2 – Tipo di parte',
        given_answer: 'Persona giuridica',
      },
      {
        variable: 'locatori.2.denominazione',
        question: 'Locatore 2 – Denominazione',
        given_answer: 'Alfa S.r.l.',
      },
      {
        variable: 'locatori.2.partita_iva',
        question: 'Locatore 2 – Partita IVA',
        given_answer: '01114601006',
      },
      {
        variable: 'cf_conduttore',
        question: 'Codice fiscale del conduttore',
        given_answer: 'FRRGLI90T55D612D',
      },
      { variable: 'piva_conduttore', question: 'Partita IVA del conduttore', given_answer: '01114601006' },
    ]);
    const preview = await stack.api.get(`/api/contract/preview/${saved.body.data.id}`, { token: user.token });
    expect(preview.status).toBe(200);
  });

  it('round-trips a 2,000-character field with accents, apostrophes and quotes exactly', async () => {
    // 2,000 characters that end in a full stop (the server trims white space at both ends).
    const text = `${[...'È l’"Avv." d\'Àngelo, «più» perché—così '.repeat(60)].slice(0, 1999).join('')}.`;
    const answers = { ...GOOD, locatori: [{ ...PERSON_ITEM, indirizzo: text }] };
    const saved = await save(answers, 'COMPLETED');
    expect(saved.status).toBe(200);
    const contract = await read(saved.body.data.id);
    expect(contract.answers.locatori[0].indirizzo).toBe(text);
    expect(
      contract.detailed_answers.find(
        ({ variable }: { variable: string }) => variable === 'locatori.1.indirizzo',
      ),
    ).toEqual({ variable: 'locatori.1.indirizzo', question: 'Locatore 1 – Indirizzo', given_answer: text });
  });

  it('keeps a refused change unsaved: nothing half-written', async () => {
    const saved = await save(GOOD);
    const id = saved.body.data.id;
    const refused = await save(
      { ...GOOD, uso: 'Commerciale', locatori: [PERSON_ITEM, 'x'] },
      'TO_COMPLETE',
      id,
    );
    expect(refused.status).toBe(400);
    expect((await read(id)).answers).toEqual(GOOD);
  });

  it.each<[string, unknown, string, string]>([
    ['a person’s code', 'RSSMRA85T10A562S', 'RSSMRA85T10A562S', ''],
    ['a code with omocodia letters', 'RSSMRA85T10A56NH', 'RSSMRA85T10A56NH', ''],
    ['a company’s 11 digits', '01114601006', '01114601006', ''],
    ['lower case with spaces', ' rss mra 85t10 a562s', 'RSSMRA85T10A562S', ''],
    [
      'a wrong check character',
      'RSSMRA85T10A562T',
      '',
      'Il codice fiscale della domanda "Codice fiscale del conduttore" non è valido: il carattere di controllo non corrisponde.',
    ],
    [
      'a wrong check digit',
      '01114601007',
      '',
      'Il codice fiscale della domanda "Codice fiscale del conduttore" non è valido: il carattere di controllo non corrisponde.',
    ],
    [
      '12 characters',
      'RSSMRA85T10A',
      '',
      'La risposta alla domanda "Codice fiscale del conduttore" non è un codice fiscale: servono 16 lettere e cifre (o le 11 cifre di una società).',
    ],
  ])('codice_fiscale: %s', async (_, given, stored, message) => {
    const response = await save({ ...GOOD, cf_conduttore: given }, 'COMPLETED');
    if (message) {
      expect([response.status, response.body.message]).toEqual([418, message]);
      expect((await ask({ ...GOOD, cf_conduttore: given })).body.message).toBe(message);
    } else {
      expect(response.status).toBe(200);
      expect((await read(response.body.data.id)).answers.cf_conduttore).toBe(stored);
    }
  });

  it.each<[string, unknown, string, string]>([
    ['11 digits', '01114601006', '01114601006', ''],
    ['11 digits with spaces', ' 011 1460 1006 ', '01114601006', ''],
    [
      'a wrong check digit',
      '01114601007',
      '',
      'La partita IVA della domanda "Partita IVA del conduttore" non è valida: la cifra di controllo non corrisponde.',
    ],
    [
      'a codice fiscale',
      'RSSMRA85T10A562S',
      '',
      'La risposta alla domanda "Partita IVA del conduttore" non è una partita IVA: servono 11 cifre.',
    ],
    [
      'a number',
      1114601006,
      '',
      'La risposta alla domanda "Partita IVA del conduttore" deve essere un testo.',
    ],
  ])('partita_iva: %s', async (_, given, stored, message) => {
    const response = await save({ ...GOOD, piva_conduttore: given }, 'COMPLETED');
    if (message) {
      expect([response.status, response.body.message]).toEqual([418, message]);
      expect((await save({ ...GOOD, piva_conduttore: given })).status).toBe(400);
    } else {
      expect(response.status).toBe(200);
      expect((await read(response.body.data.id)).answers.piva_conduttore).toBe(stored);
    }
  });

  it('refuses text no document can carry in an item with 400, on COMPLETED too', async () => {
    const answers = { ...GOOD, locatori: [PERSON_ITEM, { ...PERSON_ITEM, nome: 'Anna\uFFFE' }] };
    const message =
      'La risposta alla domanda "Chi sono i locatori?" contiene caratteri non validi (invisibili o riservati, spesso incollati da un altro programma): riscrivila.';
    for (const status of ['TO_COMPLETE', 'COMPLETED']) {
      const response = await save(answers, status);
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    expect((await ask(answers)).body.message).toBe(
      'Locatore 2 – Nome e cognome: la risposta contiene caratteri non validi (invisibili o riservati, spesso incollati da un altro programma): riscrivila.',
    );
  });

  it('lists at most 20 problems and counts the others, however wrong the items', async () => {
    const wrong = {
      tipo: 'Persona fisica',
      ...Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`x${i}`, 'y'])),
    };
    const response = await ask({ ...GOOD, locatori: [wrong, wrong, wrong] });
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveLength(21);
    expect(response.body.errors[20]).toBe('… e altri 14.989 problemi.');
  });

  it('refuses a body past the size limit with 413', async () => {
    const huge = Array.from({ length: 3 }, () => ({ ...PERSON_ITEM, indirizzo: 'x'.repeat(1_500_000) }));
    const response = await save({ ...GOOD, locatori: huge });
    expect(response.status).toBe(413);
  });
});
