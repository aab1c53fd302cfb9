import { isAllowedLinkTarget, linkScheme } from './link-targets';

describe('link targets', () => {
  it.each(['https://www.example.it/condizioni', 'http://example.it', 'mailto:studio@pec.it', 'HTTPS://X.IT'])(
    'lets %s stay',
    (target) => expect(isAllowedLinkTarget(target)).toBe(true),
  );

  it.each<[string, string]>([
    ['javascript:alert(1)', 'javascript'],
    [' JaVaScRiPt:alert(1)', 'javascript'],
    ['java\tscript:alert(1)', 'javascript'],
    ['java\u0000script:alert(1)', 'javascript'],
    ['\u200bjavascript:alert(1)', 'javascript'],
    ['vbscript:msgbox', 'vbscript'],
    ['file:///C:/Windows/System32/calc.exe', 'file'],
    ['\\\\192.0.2.7\\condivisa\\x.docx', 'network'],
    ['//192.0.2.7/condivisa', 'network'],
    ['..\\altro.docx', 'relative'],
    ['ms-word:ofe|u|http://x', 'ms-word'],
  ])('refuses %j as %s', (target, scheme) => {
    expect(linkScheme(target)).toBe(scheme);
    expect(isAllowedLinkTarget(target)).toBe(false);
  });
});
