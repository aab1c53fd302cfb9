import JSZip from 'jszip';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** The page-number line of a footer as Word writes it: "Pagina", PAGE, "di", NUMPAGES. */
export const PAGE_NUMBER_FOOTER =
  `<w:ftr ${W}><w:p><w:r><w:t xml:space="preserve">Pagina </w:t></w:r>` +
  '<w:fldSimple w:instr=" PAGE "><w:r><w:t>1</w:t></w:r></w:fldSimple>' +
  '<w:r><w:t xml:space="preserve"> di </w:t></w:r>' +
  '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> NUMPAGES </w:instrText></w:r>' +
  '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>3</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>' +
  '<w:p><w:r><w:t>Studio Legale Rossi</w:t></w:r></w:p></w:ftr>';

/** A header with a Word text watermark. */
export const watermarkHeader = (text: string) =>
  `<w:hdr ${W} xmlns:v="urn:schemas-microsoft-com:vml"><w:p><w:r><w:pict><v:shape><v:textpath string="${text}"/></v:shape></w:pict></w:r></w:p></w:hdr>`;

/** A .docx-shaped zip with the given parts, as a Blob. */
export const docxBlob = async (parts: Record<string, string>): Promise<Blob> => {
  const zip = new JSZip();
  zip.file('word/document.xml', `<w:document ${W}><w:body><w:p/></w:body></w:document>`);
  Object.entries(parts).forEach(([name, xml]) => zip.file(name, xml));
  return zip.generateAsync({ type: 'blob' });
};
