import PizZip from 'pizzip';
import { buildBenchmarkMaster } from '../../../../test/support/benchmark-master';
import { documentTags, splitTags } from '../docx/docx-text';
import { renderSample } from './render-sample';
import { tagUseOf } from './tag-uses';

describe('buildBenchmarkMaster', () => {
  const { docx, questions, answers } = buildBenchmarkMaster();
  const tags = documentTags(docx);

  it('has 45 placeholders and 15 conditional sections, each tag in one run', () => {
    const openings = tags.filter((tag) => /^\{[#^]/.test(tag));
    const placeholders = tags.filter((tag) => /^\{[^#^/]/.test(tag));

    expect(openings).toHaveLength(15);
    expect(placeholders).toHaveLength(45);
    expect(splitTags(docx)).toEqual([]);
  });

  it('names only its questions in tags and answers every question', () => {
    const variables = new Set(questions.map((question) => question.variable));

    expect(
      tags.flatMap((tag) => tagUseOf(tag).variables).filter((variable) => !variables.has(variable)),
    ).toEqual([]);
    expect(Object.keys(answers).sort()).toEqual([...variables].sort());
  });

  it('renders with its answers, leaving no tag behind', () => {
    const body = new PizZip(renderSample(docx, answers)).file('word/document.xml')?.asText() ?? '';

    expect(body.replace(/<[^>]+>/g, '').match(/[{}]|undefined/g)).toBeNull();
    expect(body).toContain('opzione B del valore 2');
  });
});
