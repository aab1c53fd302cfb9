import { parseInline } from './parse-inline';
import { parseSource } from './parse-source';
import { PREVIEW_ARTICLE_NOTICE, PREVIEW_BANNER, PREVIEW_NOTICE } from './preview';

const kinds = (source: string, variant: 'master' | 'preview' = 'master'): string[] =>
  parseSource(source, variant).blocks.map((block) => block.kind);

describe('parseInline', () => {
  it('reads bold, italic and underline runs and cross references', () => {
    const runs = parseInline('a **b** *c* ++d++ [[art:canone]] e');

    expect(runs).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'text', text: 'b', bold: true },
      { kind: 'text', text: ' ' },
      { kind: 'text', text: 'c', italic: true },
      { kind: 'text', text: ' ' },
      { kind: 'text', text: 'd', underline: true },
      { kind: 'text', text: ' ' },
      { kind: 'ref', anchor: 'canone' },
      { kind: 'text', text: ' e' },
    ]);
  });

  it('copies a tag whole, even when it holds formatting markers', () => {
    const runs = parseInline('**x {#a == "1*2++3"}y{/}**');

    expect(runs).toEqual([{ kind: 'text', text: 'x {#a == "1*2++3"}y{/}', bold: true }]);
  });

  it('refuses unclosed formatting and unclosed tags', () => {
    expect(() => parseInline('**grassetto')).toThrow('Formattazione non chiusa');
    expect(() => parseInline('testo {tag')).toThrow('Tag non chiuso');
  });
});

describe('parseSource', () => {
  it('turns each line into a block by its prefix', () => {
    const source = [
      '# Titolo',
      '[[sottotitolo]] sotto',
      '### TRA',
      '## Oggetto [[#oggetto]]',
      '1. clausola',
      '- punto',
      'a) lettera',
      '[[centro]] centrato',
      'paragrafo',
      '[[page-break]]',
      '[[firme: A | B]]',
      '%% un commento',
    ].join('\n');

    const result = kinds(source);

    expect(result).toEqual([
      'title',
      'subtitle',
      'heading',
      'article',
      'clause',
      'bullet',
      'lettered',
      'paragraph',
      'paragraph',
      'pageBreak',
      'signatures',
    ]);
  });

  it('starts a new lettered list after other text, not after tag-only lines', () => {
    const source = '# T\na) uno\n{#x == "A"}\nb) due\n{/}\ntesto\na) tre';

    const lists = parseSource(source, 'master').blocks.flatMap((block) =>
      block.kind === 'lettered' ? [block.list] : [],
    );

    expect(lists).toEqual([0, 0, 1]);
  });

  it('keeps master-only regions in the master and replaces them with a notice in the preview', () => {
    const source = '# T\n[[solo-master]]\nPremessa riservata.\n{#x}\nAltra.\n{/}\n[[/solo-master]]\nFine.';

    const master = parseSource(source, 'master');
    const preview = parseSource(source, 'preview');

    expect(kinds(source)).toEqual(['title', 'paragraph', 'paragraph', 'paragraph', 'paragraph', 'paragraph']);
    expect(preview.blocks).toEqual([
      master.blocks[0],
      { kind: 'notice', runs: [{ kind: 'text', text: PREVIEW_BANNER, bold: true }] },
      { kind: 'notice', runs: [{ kind: 'text', text: PREVIEW_NOTICE }] },
      master.blocks[2],
      master.blocks[4],
      master.blocks[5],
    ]);
  });

  it('keeps the paragraph before signatures, and the tag-only lines between, on the same page as them', () => {
    const source = '# T\nPrima.\nLuogo e data: ____\n{#n == "Uno"}\n[[firme: A | B]]\n{/}';

    const keep = parseSource(source, 'master').blocks.map(
      (block) => block.kind === 'paragraph' && block.keepNext === true,
    );

    expect(keep).toEqual([false, false, true, true, false, false]);
    expect(parseSource(source, 'master').blocks[2]).toMatchObject({ keepNext: true, spaceBefore: true });
    expect(parseSource(source, 'master').blocks[3]).not.toHaveProperty('spaceBefore');
  });

  it('refuses a master-only region that would cut a conditional section in two', () => {
    const source = '# T\n[[solo-master]]\n{#x == "A"}\ntesto\n[[/solo-master]]\n{/}';

    expect(() => parseSource(source, 'preview')).toThrow('non sono bilanciate');
  });

  it('quotes an article with its own heading after the reference', () => {
    const blocks = parseSource(
      '# T\n## Canone [[#canone]]\ntesto\nSi approva [[art-titolo:canone]].',
      'master',
    ).blocks;

    expect(blocks[3]).toEqual({
      kind: 'paragraph',
      runs: [
        { kind: 'text', text: 'Si approva ' },
        { kind: 'ref', anchor: 'canone' },
        { kind: 'text', text: ' (Canone).' },
      ],
    });
    expect(() => parseSource('# T\n## A [[#a]]\nVedi [[art-titolo:b]].', 'master')).toThrow('inesistente: b');
  });

  it('refuses references to missing or conditional articles', () => {
    expect(() => parseSource('# T\n## A [[#a]]\nVedi [[art:b]].', 'master')).toThrow('inesistente: b');
    expect(() => parseSource('# T\n{#x == "A"}\n## A [[#a]]\n{/}\nVedi [[art:a]].', 'master')).toThrow(
      'condizionale',
    );
  });

  it('refuses a source without a title or with unbalanced sections', () => {
    expect(() => parseSource('testo', 'master')).toThrow('Manca il titolo');
    expect(() => parseSource('# T\n{#x == "A"}\ntesto', 'master')).toThrow('non bilanciate');
  });
  it('keeps in the preview each article’s title and first sentence, the first of each alternative too', () => {
    const source = [
      '# T',
      '## Canone',
      '1. Il canone è di euro {canone}. Si paga entro il giorno 5 (art. 1 c.c.).',
      '2. Seconda clausola.',
      '{#recesso == "Sì"}',
      '## Recesso',
      '{#modo == "A"}',
      'Il Conduttore può recedere. Con preavviso.',
      '{/}',
      '{#modo == "B"}',
      'Il Conduttore non può recedere.',
      '{/}',
      '{/}',
      '## Foro',
      'È competente il Foro di {foro}.',
      'Luogo e data: {luogo}',
      '[[firme: A | B]]',
    ].join('\n');
    const text = (block: { kind: string; runs?: { kind: string; text?: string }[] }) =>
      block.runs ? `${block.kind}: ${block.runs.map((run) => run.text ?? '').join('')}` : block.kind;

    const preview = parseSource(source, 'preview').blocks.slice(2).map(text);

    expect(preview).toEqual([
      'article: Canone',
      'clause: Il canone è di euro {canone}.',
      `notice: ${PREVIEW_ARTICLE_NOTICE}`,
      'paragraph: {#recesso == "Sì"}',
      'article: Recesso',
      'paragraph: {#modo == "A"}',
      'paragraph: Il Conduttore può recedere.',
      'paragraph: {/}',
      'paragraph: {#modo == "B"}',
      'paragraph: Il Conduttore non può recedere.',
      'paragraph: {/}',
      `notice: ${PREVIEW_ARTICLE_NOTICE}`,
      'paragraph: {/}',
      'article: Foro',
      'paragraph: È competente il Foro di {foro}.',
      'paragraph: Luogo e data: {luogo}',
      'signatures',
    ]);
  });
});
