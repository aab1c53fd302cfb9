import { leaseQuestions } from '@redigo/shared/questionnaire/test-support/questions';
import { buildDocx } from '../../documents/test-support/docx-fixture';
import { createTemplateChecker } from './template-checker';
import { checkForSave } from './template-documents';

const master = (...paragraphs: string[]) => [{ label: 'Master', buffer: buildDocx({ paragraphs }) }];

describe('checkForSave', () => {
  const checker = createTemplateChecker();

  it('runs the whole template check once there are questions', async () => {
    const { errors } = await checkForSave(checker, master('Uso {tipo}, canone {canone}.'), leaseQuestions());

    expect(errors).toEqual([expect.stringContaining('"canone" non corrisponde a nessuna domanda')]);
  });

  it('without questions yet, lets tags naming future questions through', async () => {
    expect(await checkForSave(checker, master('Uso {tipo}. {#extra | contiene:"Box"}Box{/}'), [])).toEqual({
      errors: [],
      warnings: [],
    });
  });

  it('without questions yet, still refuses tags that do not parse, and unreadable files', async () => {
    expect((await checkForSave(checker, master('Uso {tipo mensile'), [])).errors).toEqual([
      expect.stringContaining('il tag è aperto ma non chiuso'),
    ]);
    expect(
      (await checkForSave(checker, [{ label: 'Anteprima', buffer: Buffer.from('x') }], [])).errors,
    ).toEqual(['Anteprima: il file non è un documento .docx leggibile.']);
  });
});
