import PizZip from 'pizzip';
import { buildDocx, WORD_SETTINGS } from './test-support/docx-fixture';
import { fieldUpdateVariants } from './update-fields';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

describe('fieldUpdateVariants', () => {
  it.each<[string, string, string]>([
    [
      'before compat, as the schema orders it',
      WORD_SETTINGS,
      '<w:characterSpacingControl w:val="doNotCompress"/><w:updateFields w:val="true"/><w:compat>',
    ],
    [
      'turning an existing false on',
      `<w:settings ${W}><w:updateFields w:val="false"/><w:rsids/></w:settings>`,
      `<w:settings ${W}><w:updateFields w:val="true"/><w:rsids/></w:settings>`,
    ],
    [
      'at the end when nothing comes after it',
      `<w:settings ${W}><w:zoom w:percent="90"/></w:settings>`,
      '<w:zoom w:percent="90"/><w:updateFields w:val="true"/></w:settings>',
    ],
    [
      'before extension elements',
      `<w:settings ${W}><w:zoom/><w14:docId w14:val="1"/></w:settings>`,
      '<w:zoom/><w:updateFields w:val="true"/><w14:docId',
    ],
  ])('sets updateFields %s', (_, settings, expected) => {
    const { update } = fieldUpdateVariants(new PizZip(buildDocx({ settingsXml: settings })));

    expect(Object.keys(update)).toEqual(['word/settings.xml']);
    expect(update['word/settings.xml']).toContain(expected);
    expect(update['word/settings.xml']?.match(/updateFields/g)).toHaveLength(1);
  });

  it("takes a master's own updateFields away when no field needs Word, and changes nothing otherwise", () => {
    const asking = `<w:settings ${W}><w:zoom/><w:updateFields w:val="true"/><w:compat/></w:settings>`;

    expect(fieldUpdateVariants(new PizZip(buildDocx({ settingsXml: asking }))).noUpdate).toEqual({
      'word/settings.xml': `<w:settings ${W}><w:zoom/><w:compat/></w:settings>`,
    });
    expect(fieldUpdateVariants(new PizZip(buildDocx())).noUpdate).toEqual({});
  });

  it('adds the settings part, its content type and its relationship only to ask for an update', () => {
    const { update, noUpdate } = fieldUpdateVariants(new PizZip(buildDocx({ settingsXml: null })));

    expect(update['word/settings.xml']).toContain('<w:updateFields w:val="true"/>');
    expect(update['[Content_Types].xml']).toBeUndefined();
    expect(update['word/_rels/document.xml.rels']).toBeUndefined();
    expect(noUpdate).toEqual({});
  });
});
