import PizZip from 'pizzip';
import { isGroup, typeOf } from '@redigo/shared/domain/question';
import { templateCheckMessages } from '@redigo/shared/messages/documents';
import { wordShare } from '@redigo/functions/documents/preview/word-share';
import { seedTemplates } from '../../infra/src/seed/templates/index';
import { loginAs, type SignedIn } from '../support/accounts';
import { createCompletedContract, firstOption, templateIdByName, type Chooser } from '../support/contracts';
import { uploadParagraphs } from '../support/templates';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(300_000);

/** The other end of each choice: the last option, every option of a multiple choice. */
const lastOptions: Chooser = (question, answers) => {
  if (isGroup(question) || typeOf(question) !== 'choice') return firstOption(question, answers);
  return question.is_multiple_selection ? [...question.options] : (question.options.at(-1) ?? '');
};

const PATHS = [
  ['first options', firstOption],
  ['last options', lastOptions],
] as const;

const partText = (zip: PizZip, name: string): string => zip.file(name)?.asText() ?? '';

/** For each section of the body, its header references by type, and the watermark text of each part referenced. */
const sectionHeaders = (docx: Buffer) => {
  const zip = new PizZip(docx);
  const rels = partText(zip, 'word/_rels/document.xml.rels');
  const targetOf = (id: string) =>
    new RegExp(`<Relationship\\b[^>]*\\bId="${id}"[^>]*\\bTarget="([^"]+)"`).exec(rels)?.[1] ??
    new RegExp(`<Relationship\\b[^>]*\\bTarget="([^"]+)"[^>]*\\bId="${id}"`).exec(rels)?.[1];
  const sections = partText(zip, 'word/document.xml').match(/<w:sectPr\b[\s\S]*?<\/w:sectPr>/g) ?? [];
  return sections.map((section) =>
    Object.fromEntries(
      [...section.matchAll(/<w:headerReference\b[^>]*\/>/g)].map(([reference]) => {
        const type = /w:type="(\w+)"/.exec(reference)?.[1] ?? '';
        const target = targetOf(/r:id="([^"]+)"/.exec(reference)?.[1] ?? '') ?? '';
        const header = partText(zip, `word/${target}`);
        return [type, /<v:textpath\b[^>]*\bstring="([^"]*)"/.exec(header)?.[1] ?? null];
      }),
    ),
  );
};

const protection = (docx: Buffer): string | null =>
  /<w:documentProtection\b[^>]*\/>/.exec(partText(new PizZip(docx), 'word/settings.xml'))?.[0] ?? null;

describe('the preview over HTTP: watermarked on every page, read-only, a short part of the contract', () => {
  let stack: TestStack;
  let user: SignedIn;
  let editor: SignedIn;

  beforeAll(async () => {
    stack = await startTestStack();
    [user, editor] = await Promise.all([loginAs(stack, 'user'), loginAs(stack, 'editor')]);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  describe.each(seedTemplates.map((definition) => [definition.name] as const))('%s', (name) => {
    it.each(PATHS)('on the path of the %s', async (_path, choose) => {
      // Prepare
      const templateId = await templateIdByName(stack, user.token, name);
      const contract = await createCompletedContract(stack, user.token, templateId, choose);

      // Act
      const preview = await stack.api.get(`/api/contract/preview/${contract.id}`, { token: user.token });
      const full = await stack.api.put(
        `/api/template/${templateId}/download-test`,
        { answers: contract.answers },
        { token: editor.token },
      );

      // Assess
      expect(preview.status).toBe(200);
      expect(full.status).toBe(200);
      const headers = sectionHeaders(preview.raw);
      expect(headers.length).toBeGreaterThan(0);
      headers.forEach((section) =>
        expect(section).toEqual({ default: 'ANTEPRIMA', first: 'ANTEPRIMA', even: 'ANTEPRIMA' }),
      );
      expect(protection(preview.raw)).toMatch(/w:edit="readOnly"/);
      expect(protection(preview.raw)).toMatch(/w:enforcement="1"/);
      const share = wordShare(full.raw, preview.raw);
      expect(share).toBeLessThanOrEqual(0.4);
      expect(share).toBeGreaterThan(0.1);
      expect(protection(full.raw)).toBeNull();
      expect(sectionHeaders(full.raw).flatMap((section) => Object.values(section))).not.toContain(
        'ANTEPRIMA',
      );
    });
  });

  it('the template check warns, with the share, when the preview holds more than half of the master', async () => {
    // Prepare
    const master = [
      'Art. 1 – Oggetto. Il Comodante concede in comodato al Comodatario l’immobile descritto in premessa.',
      'Art. 2 – Durata. Il comodato ha la durata di due anni dalla consegna delle chiavi.',
      'Art. 3 – Spese. Le spese ordinarie sono a carico del Comodatario, quelle straordinarie del Comodante.',
      'Art. 4 – Restituzione. Alla scadenza l’immobile è restituito nello stato in cui fu consegnato.',
    ];

    // Act
    const long = await uploadParagraphs(stack, editor.token, master, master.slice(0, 3));
    const short = await uploadParagraphs(stack, editor.token, master, master.slice(0, 1));

    // Assess
    expect(long.status).toBe(200);
    expect(long.body.data.check.warnings).toContain(templateCheckMessages.previewTooLong(75));
    expect(short.status).toBe(200);
    expect(short.body.data.check.warnings.join('\n')).not.toMatch(/delle parole del master/);
  });
});
