/** A .docx to send: its bytes and the name the browser saves it under. */
export interface DocxDownload {
  buffer: Buffer;
  fileName: string;
}

/** A file name made of a title: no characters Windows refuses, never empty. */
export const docxNameOf = (title: string): string => {
  const base = title
    .replace(/[\p{Cc}<>:"/\\|?*]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  return `${base || 'documento'}.docx`;
};
