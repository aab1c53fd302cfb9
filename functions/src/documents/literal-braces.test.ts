import { createDocumentRenderer } from './renderer';
import { checkTemplate } from './template-check';
import { buildDocx, documentText, entryText } from './test-support/docx-fixture';

const nome = {
  variable: 'nome',
  question: 'Nome?',
  options: [],
  is_multiple_selection: false,
  required_answers: [],
  type: 'text' as const,
};

describe('a literal brace is written doubled in a master', () => {
  const master = buildDocx({
    paragraphs: [
      'Nel codice scrivi ${{versione}} e {{{nome}}} tra graffe, oppure {nome}.',
      'Solo testo: }} e {{.',
    ],
  });

  it('prints a single brace, and the tags around it still work', () => {
    const rendered = createDocumentRenderer().render(master, 'braces', { nome: 'Anna' });
    expect(documentText(rendered)).toContain(
      'Nel codice scrivi ${versione} e {Anna} tra graffe, oppure Anna.',
    );
    expect(documentText(rendered)).toContain('Solo testo: } e {.');
    expect(entryText(rendered, 'word/document.xml')).not.toMatch(/[\uE000\uE001]/);
  });

  it('passes the template check: doubled braces are not tags', () => {
    const plain = buildDocx({ paragraphs: ['Manuale: ${{version}} e {{ "a": 1 }}.', 'Cliente: {nome}.'] });
    expect(
      checkTemplate({ documents: [{ label: 'Master', buffer: plain }], questions: [nome] }).errors,
    ).toEqual([]);
  });

  it('prints them in a part without tags too', () => {
    const rendered = createDocumentRenderer().render(
      buildDocx({ paragraphs: ['Esempio ${{x}}.'] }),
      'static',
      {},
    );
    expect(documentText(rendered)).toContain('Esempio ${x}.');
  });
});
