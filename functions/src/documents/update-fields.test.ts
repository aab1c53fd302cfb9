import PizZip from 'pizzip';
import { buildDocx, WORD_SETTINGS } from './test-support/docx-fixture';
import { requestFieldUpdate } from './update-fields';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

describe('requestFieldUpdate', () => {
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
    const zip = new PizZip(buildDocx({ settingsXml: settings }));

    expect(requestFieldUpdate(zip)).toEqual(['word/settings.xml']);
    expect(zip.file('word/settings.xml')?.asText()).toContain(expected);
    expect(
      zip
        .file('word/settings.xml')
        ?.asText()
        .match(/updateFields/g),
    ).toHaveLength(1);
  });
});
