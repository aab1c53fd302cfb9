import type { Answers } from '@redigo/shared/domain/question';
import { createDocumentRenderer } from './renderer';
import { bindContiene, joinItalian } from './tag-language';
import { buildDocx, documentText } from './test-support/docx-fixture';

describe('tag language', () => {
  it.each<[string[], string]>([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a e b'],
    [['a', 'b', 'c'], 'a, b e c'],
    [['Box auto', 'Cantina', 'Giardino', 'Soffitta'], 'Box auto, Cantina, Giardino e Soffitta'],
  ])('joins %p as %p', (items, prose) => {
    expect(joinItalian(items)).toBe(prose);
  });

  it.each<[string, string]>([
    ['extra | contiene:"Box"', '(extra | contiene:"Box")'],
    ['tipo == "A" || extra | contiene:"Box"', 'tipo == "A" || (extra | contiene:"Box")'],
    ["!extra|contiene:'Box'", "!(extra | contiene:'Box')"],
    ['a | contiene:"Società \\"Alfa\\""', '(a | contiene:"Società \\"Alfa\\"")'],
    ['tipo == "A"', 'tipo == "A"'],
  ])('binds contiene in %p as %p', (tag, bound) => {
    expect(bindContiene(tag)).toBe(bound);
  });

  it.each<[string, Answers, string]>([
    ['{#tipo == “Abitativo”}sì{/}', { tipo: 'Abitativo' }, 'sì'],
    ['{#tipo == "L’immobile"}sì{/}', { tipo: "L'immobile" }, 'sì'],
    ['{#tipo == "L\'immobile"}sì{/}', { tipo: 'L’immobile' }, 'sì'],
    ['{#tipo == ‘Abitativo’}sì{/}', { tipo: 'Abitativo' }, 'sì'],
    ['{tipo}', { tipo: 'L’immobile' }, 'L’immobile'],
    ['{#tipo == "A" || extra | contiene:"Box"}sì{/}', { tipo: 'B', extra: ['Box'] }, 'sì'],
    ['{#tipo == "A" || extra | contiene:"Box"}sì{/}', { tipo: 'B', extra: ['Cantina'] }, ''],
    ['{#!extra | contiene:"Box"}sì{/}', { extra: ['Cantina'] }, 'sì'],
    ['{#tipo | contiene:"A"}sì{/}', { tipo: 'A' }, 'sì'],
    ['{#extra}sì {extra}{/}', { extra: ['Box', 'Cantina'] }, 'sì Box e Cantina'],
    ['{#extra}sì{/}', { extra: [] }, ''],
    ['{^extra}mai chiesta{/}', {}, 'mai chiesta'],
    ['[{extra}]', {}, '[]'],
  ])('renders %p with %p as %p', (tag, answers, text) => {
    const docx = buildDocx({ paragraphs: [tag] });

    expect(documentText(createDocumentRenderer().render(docx, 'k', answers))).toBe(text);
  });
});
