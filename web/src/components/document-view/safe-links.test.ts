/** @jest-environment jsdom */
import { neutralizeUnsafeAddresses } from './safe-links';

const rendered = (html: string): HTMLElement => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

describe('neutralizeUnsafeAddresses', () => {
  it('keeps web, mail and in-document links, and pictures made from the package', () => {
    const root = rendered(
      '<a href="https://www.example.it/c">a</a><a href="http://x.it">b</a><a href="mailto:studio@pec.it">c</a><a href="#_Ref1">d</a><img src="blob:http://127.0.0.1/1"><img src="data:image/png;base64,AA==">',
    );
    expect(neutralizeUnsafeAddresses(root)).toBe(0);
    expect(root.querySelectorAll('[href]')).toHaveLength(4);
    expect(root.querySelectorAll('[src]')).toHaveLength(2);
  });

  it.each([
    'javascript:alert(document.domain)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///C:/Windows/calc.exe',
    '\\\\192.0.2.7\\condivisa',
    'altro.docx',
  ])('takes the address out of a link to %j, leaving its text', (address) => {
    const root = rendered('<p><a>Leggi le condizioni</a></p>');
    root.querySelector('a')?.setAttribute('href', address);

    expect(neutralizeUnsafeAddresses(root)).toBe(1);
    expect(root.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(root.textContent).toBe('Leggi le condizioni');
  });

  it('takes out an SVG link and a picture fetched from elsewhere', () => {
    const root = rendered(
      '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><text>x</text></a></svg><img src="http://traccia.example/p.png">',
    );
    expect(neutralizeUnsafeAddresses(root)).toBe(2);
    expect(root.innerHTML).not.toMatch(/javascript|traccia/);
  });
});
