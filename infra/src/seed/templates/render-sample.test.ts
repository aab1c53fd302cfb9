import { readPart } from '../docx/docx-text';
import { buildDocx } from '../docx/build-docx';
import { parseSource } from '../docx/parse-source';
import { renderSample } from './render-sample';

const SOURCE = '# T\n{#a == "X" && b | contiene:"Y"}E{/}{#a == "Z" || b | contiene:"Y"}O{/}{^a}N{/} [{b}]';

const rendered = (answers: Record<string, string | string[]>): string =>
  (readPart(renderSample(buildDocx(parseSource(SOURCE, 'master')), answers), 'word/document.xml') ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/^\s*T/, '');

describe('renderSample', () => {
  it('binds contiene to its own variable inside && and ||', () => {
    expect(rendered({ a: 'X', b: ['Y'] })).toBe('EO [Y]');
    expect(rendered({ a: 'X', b: ['W'] })).toBe(' [W]');
    expect(rendered({ a: 'Q', b: ['Y'] })).toBe('O [Y]');
  });

  it('writes a multiple choice as Italian prose and a skipped question as nothing', () => {
    expect(rendered({ a: 'X', b: ['W', 'Y', 'Z'] })).toBe('EO [W, Y e Z]');
    expect(rendered({ b: ['W'] })).toBe('N [W]');
  });
});
