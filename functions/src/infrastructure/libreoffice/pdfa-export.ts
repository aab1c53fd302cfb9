/**
 * LibreOffice's PDF export options for a purchased document (the filter data of `writer_pdf_Export`, as
 * LibreOffice 7.4 names them): PDF/A-2b, tagged (text that reads in order for a screen reader), no form
 * fields, no comments, the headings as bookmarks. PDF/A itself rules out encryption and JavaScript and makes
 * the export embed every font.
 */
export const PDFA_EXPORT_OPTIONS = [
  { name: 'SelectPdfVersion', type: 'long', value: 2 },
  { name: 'UseTaggedPDF', type: 'boolean', value: true },
  { name: 'ExportFormFields', type: 'boolean', value: false },
  { name: 'ExportNotes', type: 'boolean', value: false },
  { name: 'ExportBookmarks', type: 'boolean', value: true },
] as const;

/** The `--convert-to` argument of the command line: the filter and its options as LibreOffice's JSON. */
export const convertToArgument = (): string =>
  `pdf:writer_pdf_Export:${JSON.stringify(
    Object.fromEntries(
      PDFA_EXPORT_OPTIONS.map((option) => [option.name, { type: option.type, value: String(option.value) }]),
    ),
  )}`;
