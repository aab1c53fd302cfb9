import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { buildDocx } from '../../documents/test-support/docx-fixture';
import { createTemplateChecker } from './template-checker';

const documents = (text: string) => [{ label: 'Master', buffer: buildDocx({ paragraphs: [text] }) }];

describe('createTemplateChecker', () => {
  const questions = [single('tipo', ['A', 'B'])];

  it('gives the template check result for what it is given', async () => {
    const checker = createTemplateChecker();

    expect(await checker.check({ documents: documents('Uso {tipo}.'), questions })).toEqual({
      errors: [],
      warnings: [],
    });
    expect((await checker.check({ documents: documents('Uso {altro}.'), questions })).errors).toEqual([
      expect.stringContaining('"altro" non corrisponde a nessuna domanda'),
    ]);
  });

  it('answers again from memory only for the same documents and questions', async () => {
    const checker = createTemplateChecker();
    const same = documents('Uso {tipo}.');
    const first = await checker.check({ documents: same, questions });

    expect(
      await checker.check({ documents: [{ ...same[0]!, buffer: Buffer.from(same[0]!.buffer) }], questions }),
    ).toBe(first);
    expect(await checker.check({ documents: same, questions: [] })).not.toBe(first);
    expect(await checker.check({ documents: [{ ...same[0]!, label: 'Anteprima' }], questions })).not.toBe(
      first,
    );
    expect(await checker.check({ documents: documents('Uso {tipo} !'), questions })).not.toBe(first);
  });

  it('knows the same questions whatever the order of their keys (as DynamoDB gives them back)', async () => {
    const checker = createTemplateChecker();
    const same = documents('Uso {tipo}.');
    const first = await checker.check({ documents: same, questions });
    const reordered = questions.map((question) =>
      Object.fromEntries(Object.entries(question).reverse()),
    ) as typeof questions;

    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(questions));
    expect(await checker.check({ documents: same, questions: reordered })).toBe(first);
  });
});
