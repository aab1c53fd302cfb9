import { protectionHash, readOnlyProtection } from './read-only-protection';
import { withSetting } from '../settings-part';

describe('the read-only protection of a preview', () => {
  it('hashes a password with its salt, so that only that password lifts it', () => {
    const salt = Buffer.alloc(16, 7);

    const hash = protectionHash('Segreta', salt, 10);

    expect(hash).toHaveLength(64);
    expect(protectionHash('Segreta', salt, 10).equals(hash)).toBe(true);
    expect(protectionHash('segreta', salt, 10).equals(hash)).toBe(false);
    expect(protectionHash('Segreta', Buffer.alloc(16, 8), 10).equals(hash)).toBe(false);
  });

  it('takes its place in the settings, in the order the schema gives', () => {
    const settings =
      '<w:settings xmlns:w="w"><w:zoom w:percent="100"/><w:documentProtection w:edit="readOnly" w:enforcement="1"/>' +
      '<w:defaultTabStop w:val="708"/></w:settings>';

    const protected_ = withSetting(settings, 'w:documentProtection', readOnlyProtection());

    expect(protected_.match(/<w:documentProtection\b/g)).toHaveLength(1);
    expect(protected_).toMatch(
      /^<w:settings[^>]*><w:zoom w:percent="100"\/><w:documentProtection w:edit="readOnly" w:enforcement="1" [^>]*w:hash="[^"]+" w:salt="[^"]+"\/><w:defaultTabStop/,
    );
  });
});
