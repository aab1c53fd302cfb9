import type { Question } from '@redigo/shared/domain/question';
import { leaseQuestions, single } from '@redigo/shared/questionnaire/test-support/questions';
import { checkTemplate } from './template-check';
import { ACTIVE_CONTENT_VARIANTS } from './test-support/active-content-fixtures';
import { buildDocx } from './test-support/docx-fixture';

const GOOD = [
  'Il conduttore prende in locazione un immobile ad uso {tipo}.',
  '{#tipo == "Abitativo"}Deposito: {#deposito == "Sì"}{importo}{/}{/}',
  '{#extra | contiene:"Giardino"}Giardino curato dal {manutenzione_giardino}.{/}',
  'Durata {durata}, extra: {extra}.',
];

/** A preview as the authors' guide wants it: the structure and a sentence, far less than the master's words. */
const SHORT_PREVIEW = ['Locazione ad uso {tipo}.'];

const check = (paragraphs: string[], questions: Question[] = leaseQuestions(), preview = SHORT_PREVIEW) =>
  checkTemplate({
    documents: [
      { label: 'Master', buffer: buildDocx({ paragraphs }) },
      { label: 'Anteprima', buffer: buildDocx({ paragraphs: preview }) },
    ],
    questions,
  });

describe('checkTemplate', () => {
  it('passes a template whose documents fit its questions', () => {
    expect(check(GOOD)).toEqual({ errors: [], warnings: [] });
  });

  it('reports active or external content of a stored document as an error naming it and its part', () => {
    const hyperlink = ACTIVE_CONTENT_VARIANTS.find(({ name }) => name.includes('javascript'));
    const { errors } = checkTemplate({
      documents: [{ label: 'Anteprima', buffer: hyperlink?.docx() ?? Buffer.alloc(0) }],
      questions: [single('locatore', ['Anna', 'Luca'])],
    });
    expect(errors).toEqual([
      "Anteprima: il file contiene un collegamento ipertestuale con indirizzo «javascript:» (nella parte word/_rels/document.xml.rels), che non è ammesso: all'apertura eseguirebbe comandi o caricherebbe contenuti esterni. Rimuovilo in Word e carica di nuovo il file.",
    ]);
  });

  it.each<[string, string, string]>([
    [
      'an unclosed tag',
      'Canone {tipo mensile',
      'Master, tag {tipo mensile («Canone {tipo mensile»): il tag è aperto ma non chiuso: manca la "}".',
    ],
    ['an unopened tag', 'Canone tipo} mensile', 'c\'è una "}" senza la "{" di apertura.'],
    [
      'an unclosed section',
      'Testo {#tipo == "Abitativo"} casa',
      'Master, tag {#tipo == "Abitativo"} («Testo {#tipo == "Abitativo"} casa»): la sezione è aperta ma non chiusa: manca {/}.',
    ],
    [
      'a closing without section',
      'Testo {/tipo} fine',
      'questa chiusura non corrisponde a nessuna sezione aperta.',
    ],
    [
      'a bad expression',
      'Testo {tipo ==} fine',
      "Master, tag {tipo ==} («Testo {tipo ==} fine»): l'espressione non è valida",
    ],
    [
      'an unknown filter',
      'Testo {tipo | maiuscolo} fine',
      'il filtro "maiuscolo" non esiste: i filtri sono contiene, oppure, lettere, plurale, data_breve, aggiungi_mesi, aggiungi_anni, aggiungi_giorni, elenco, numero, nato e genere.',
    ],
    [
      'an unknown variable',
      'Il canone è {canone} euro',
      'Master, tag {canone} («Il canone è {canone} euro»): "canone" non corrisponde a nessuna domanda.',
    ],
    ['an unknown variable in a condition', '{#uso == "A"}x{/}', '"uso" non corrisponde a nessuna domanda.'],
    [
      'an answer the question does not have',
      '{#tipo == "Abitativa"}x{/}',
      '"Abitativa" non è una risposta della domanda "tipo" (risposte: "Abitativo", "Commerciale").',
    ],
    [
      'an answer compared with !=',
      '{#tipo != "Ufficio"}x{/}',
      '"Ufficio" non è una risposta della domanda "tipo"',
    ],
    [
      'contiene with an answer the question does not have',
      '{#extra | contiene:"Piscina"}x{/}',
      '"Piscina" non è una risposta della domanda "extra"',
    ],
    [
      '== on a multiple choice',
      '{#extra == "Box"}x{/}',
      '"==" non funziona con la domanda a scelta multipla "extra": usa {#extra | contiene:"…"}.',
    ],
    [
      '!= on a multiple choice',
      '{#extra != "Box"}x{/}',
      '"!=" non funziona con la domanda a scelta multipla "extra"',
    ],
    ['contiene with no answer', '{#extra | contiene}x{/}', 'contiene richiede una risposta tra virgolette'],
    [
      'a comparison written as text',
      'Casa: {tipo == "Abitativo"}',
      'un confronto scritto come testo stampa "true" o "false"',
    ],
    ['a raw XML tag', '{@tipo}', 'i tag {@…} non sono ammessi'],
    ['an empty tag', 'Testo {} fine', 'il tag è vuoto.'],
  ])('reports %s', (_, paragraph, message) => {
    const { errors } = check([...GOOD, paragraph]);

    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it('names the document, the part and about 30 characters around the tag', () => {
    const long =
      'Questo è un paragrafo abbastanza lungo prima del tag {ignota} e anche dopo il tag, per vedere il taglio.';
    const header =
      '<w:hdr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:p><w:r><w:t>Studio {studio}</w:t></w:r></w:p></w:hdr>';
    const preview = buildDocx({ paragraphs: [...GOOD, long], files: { 'word/header1.xml': header } });
    const withHeaderType = buildDocx({
      paragraphs: GOOD,
      files: {
        'word/header1.xml': header,
        '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/></Types>`,
      },
    });

    const { errors } = checkTemplate({
      documents: [
        { label: 'Anteprima', buffer: preview },
        { label: 'Master', buffer: withHeaderType },
      ],
      questions: leaseQuestions(),
    });

    expect(errors).toEqual([
      'Anteprima, tag {ignota} («…bbastanza lungo prima del tag {ignota} e anche dopo il tag, per vede…»): "ignota" non corrisponde a nessuna domanda.',
      'Master (intestazione), tag {studio} («Studio {studio}»): "studio" da solo non scrive nulla: indica il dato, per esempio studio.denominazione (i dati sono avvocato.nome, avvocato.cognome, avvocato.codice_fiscale, avvocato.pec, avvocato.ordine, studio.denominazione, studio.presso, studio.indirizzo, studio.cap, studio.comune, studio.provincia, studio.partita_iva).',
    ]);
  });

  it("reads Word's typographic quotes and apostrophes as plain ones", () => {
    const questions = [single('tipo', ['Dell’immobile', 'Altro'])];

    expect(check(["{#tipo == “Dell'immobile”}x{/}", '{tipo}'], questions, ['{tipo}']).errors).toEqual([]);
  });

  it('reports what is wrong with the questions too', () => {
    const questions = [...leaseQuestions(), single('1nota', ['A', 'B'])];

    expect(check(GOOD, questions).errors).toEqual([
      'Domanda n. 7 ("1nota"): La chiave non può iniziare con un numero',
    ]);
  });

  it('reports a file that is not a .docx', () => {
    const result = checkTemplate({
      documents: [{ label: 'Anteprima', buffer: Buffer.from('non un documento') }],
      questions: [],
    });

    expect(result.errors).toEqual(['Anteprima: il file non è un documento .docx leggibile.']);
  });

  it('warns about questions no document uses and questions that can never be asked', () => {
    const questions = [
      ...leaseQuestions(),
      single('note', ['Sì', 'No']),
      single('mai', ['Sì', 'No'], { tipo: 'Agricolo' }),
    ];

    const { warnings } = check([...GOOD, '{#mai == "Sì"}x{/}'], questions);

    expect(warnings).toEqual([
      'La domanda "note" non è usata in nessun documento né nelle condizioni di altre domande.',
      'La domanda n. 8 ("mai") non verrà mai posta: le sue condizioni non possono mai essere soddisfatte.',
    ]);
  });

  it('counts a question that only decides whether others are asked as used', () => {
    const questions = [
      single('animali', ['Sì', 'No']),
      single('specie', ['Cane', 'Gatto'], { animali: 'Sì' }),
    ];

    const master = [
      '{#specie == "Cane"}Il cane resta in giardino.{/}',
      'Il canone è pagato ogni mese, entro il giorno cinque.',
    ];

    expect(check(master, questions, ['{specie}']).warnings).toEqual([]);
  });

  it('counts a question used by either document', () => {
    expect(check(GOOD.slice(0, 3), leaseQuestions(), GOOD.slice(3)).warnings).toEqual([]);
  });
});

describe('the tag language, and nothing beyond it', () => {
  const questions = [
    {
      variable: 'tipo_cliente',
      question: 'Cliente?',
      options: ['Società', 'Persona'],
      is_multiple_selection: false,
      required_answers: [],
    },
  ];
  const errorsOf = (text: string) =>
    checkTemplate({
      documents: [
        { label: 'Master', buffer: buildDocx({ paragraphs: [text] }) },
        { label: 'Anteprima', buffer: buildDocx({ paragraphs: ['Anteprima {tipo_cliente}'] }) },
      ],
      questions,
    }).errors;

  it('refuses a single "=" (an assignment that would hide the section and change later answers)', () => {
    expect(errorsOf('A{#tipo_cliente = "Società"}B{/}')).toEqual([
      expect.stringMatching(/\{#tipo_cliente = "Società"\}.*un solo "=" assegna un valore/),
    ]);
  });

  it.each([
    ['{#tipo_cliente.length}x{/}', /accesso a una proprietà/],
    // `>` and `+` are of the expression language now, on numbers and amounts only.
    ['{#tipo_cliente > "A"}x{/}', /confronto con "tipo_cliente", che non è un numero né un importo/],
    ['{tipo_cliente + "x"}', /calcolo o un confronto con "tipo_cliente", che non è un numero/],
    ['{#tipo_cliente == "Società" ? 1 : 2}x{/}', /"\? :"/],
    ['{#[tipo_cliente]}x{/}', /elenco tra parentesi quadre/],
  ])('refuses %s', (text, message) => {
    expect(errorsOf(text)).toContainEqual(expect.stringMatching(message));
  });

  it.each(['{#tipo_cliente == "Società" && !(tipo_cliente != "Persona")}x{/}', '{^tipo_cliente}x{/}'])(
    'accepts %s',
    (text) => expect(errorsOf(text)).toEqual([]),
  );

  it('lists the tags of a template without questions yet in one error, naming each once', () => {
    const { errors } = checkTemplate({
      documents: [
        { label: 'Master', buffer: buildDocx({ paragraphs: GOOD }) },
        { label: 'Anteprima', buffer: buildDocx({ paragraphs: SHORT_PREVIEW }) },
      ],
      questions: [],
    });

    expect(errors).toEqual([
      'Il modello non ha ancora domande: questi tag non hanno ancora una domanda: tipo, deposito, importo, extra, manutenzione_giardino, durata. Crea una domanda per ciascuno, con la stessa chiave.',
    ]);
  });

  it.each<[string, number, RegExp | undefined]>([
    ['six clauses of ten', 6, /^Anteprima: contiene il 6\d % delle parole del master/],
    ['all of them', 10, /^Anteprima: contiene il 100 % delle parole del master/],
    ['four of them', 4, undefined],
  ])('warns when the preview holds more than half of the master’s words: %s', (_, kept, warning) => {
    const clauses = Array.from(
      { length: 10 },
      (__, index) =>
        `Clausola ${index + 1}: il conduttore osserva con diligenza ogni obbligo che il presente contratto gli impone per tutta la sua durata.`,
    );
    const tags =
      'Uso {tipo}, durata {durata}, extra {extra}, {#deposito}{importo}{/} {manutenzione_giardino}.';

    const { warnings } = check([tags, ...clauses], leaseQuestions(), [tags, ...clauses.slice(0, kept)]);

    expect(warnings.filter((each) => each.startsWith('Anteprima: contiene'))).toEqual(
      warning ? [expect.stringMatching(warning)] : [],
    );
  });

  it('warns of the fields only Word can compute, and of no other', () => {
    const field = (instruction: string) =>
      `<w:p><w:r><w:t xml:space="preserve">Vedi </w:t></w:r><w:fldSimple w:instr=" ${instruction} "><w:r><w:t>1</w:t></w:r></w:fldSimple></w:p>`;
    const documents = (bodyXml: string) => [
      {
        label: 'Master',
        buffer: buildDocx({
          bodyXml:
            GOOD.map((text) => `<w:p><w:r><w:t>${text.replace(/"/g, '&quot;')}</w:t></w:r></w:p>`).join('') +
            bodyXml,
        }),
      },
    ];

    expect(
      checkTemplate({
        documents: documents(field('PAGEREF _Ref12 \\h') + field('REF _Ref12 \\n')),
        questions: leaseQuestions(),
      }).warnings,
    ).toEqual([
      expect.stringMatching(
        /^Master: il campo «PAGEREF _Ref12 \\h» può essere calcolato solo da Word impaginando il documento/,
      ),
    ]);
    expect(
      checkTemplate({ documents: documents(field('REF _Ref12 \\n')), questions: leaseQuestions() }).warnings,
    ).toEqual([]);
  });
});
