import { contentDisposition } from './responses';

describe('the download header', () => {
  it('names the file in UTF-8 as RFC 5987 asks, with an ASCII fallback for older clients', () => {
    const header = contentDisposition('Comodato d’uso – Società Èlite (NDA) - 27-11-2026.docx');

    expect(header).toBe(
      'attachment; filename="Comodato d\'uso - Societa Elite (NDA) - 27-11-2026.docx"; ' +
        "filename*=UTF-8''Comodato%20d%E2%80%99uso%20%E2%80%93%20Societ%C3%A0%20%C3%88lite%20%28NDA%29%20-%2027-11-2026.docx",
    );
    const encoded = header.split("UTF-8''")[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe('Comodato d’uso – Società Èlite (NDA) - 27-11-2026.docx');
    expect(encoded).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
  });

  it('never gives an empty fallback name', () => {
    expect(contentDisposition('Договор.docx')).toMatch(
      /^attachment; filename="\.docx"|filename="documento\.docx"/,
    );
  });
});
