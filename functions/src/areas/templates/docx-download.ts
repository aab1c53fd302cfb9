/** A .docx to send: its bytes and the name the browser saves it under. */
export interface DocxDownload {
  buffer: Buffer;
  fileName: string;
}

/** Names Windows keeps for devices: a file may not be called so, whatever its extension. */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const MAX_LENGTH = 150;

/**
 * A file name made of a document's name: what file systems refuse (`<>:"/\\|?*`, control and invisible format
 * characters, which could disguise the extension) becomes a space, accents and other letters stay (NFC), a trailing
 * dot or space goes (Windows drops them), a device name gets a prefix; never empty, at most 150 characters before
 * `.docx`. The HTTP header carries it as RFC 5987's `filename*` (http/responses.ts).
 */
export const docxNameOf = (title: string): string => {
  const cleaned = title
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}<>:"/\\|?*]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const base = [...cleaned]
    .slice(0, MAX_LENGTH)
    .join('')
    .replace(/[. ]+$/u, '');
  if (!base) return 'documento.docx';
  return `${WINDOWS_DEVICE.test(base) ? `Documento ${base}` : base}.docx`;
};
