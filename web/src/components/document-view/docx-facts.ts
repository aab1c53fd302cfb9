import { withoutPageNumberFields } from './page-number-fields';

/** What the page needs to know of a .docx before it shows it. */
export interface DocxFacts {
  /** The file to give docx-preview: the page numbers of its headers and footers taken out. */
  file: Blob | ArrayBuffer;
  /** The document asks Word to update its fields when opened (a field only Word's layout can compute). */
  asksToUpdateFields: boolean;
  /** The text of a watermark in its headers (the preview's ANTEPRIMA), drawn on every page of the view. */
  watermark: string | null;
}

const HEADER_OR_FOOTER = /^word\/(?:header|footer)\d*\.xml$/;
const HEADER = /^word\/header\d*\.xml$/;
const WATERMARK = /<v:textpath\b[^>]*\bstring="([^"]*)"/;

const read = async (file: Blob | ArrayBuffer): Promise<DocxFacts> => {
  const { default: JSZip } = await import('jszip');
  let zip;
  try {
    zip = await JSZip.loadAsync(file);
  } catch {
    return { file, asksToUpdateFields: false, watermark: null };
  }
  const settings = (await zip.file('word/settings.xml')?.async('string')) ?? '';
  let watermark: string | null = null;
  let changed = false;
  for (const name of Object.keys(zip.files).filter((each) => HEADER_OR_FOOTER.test(each))) {
    const xml = (await zip.file(name)?.async('string')) ?? '';
    if (HEADER.test(name)) watermark ??= WATERMARK.exec(xml)?.[1] ?? null;
    const shown = withoutPageNumberFields(xml);
    if (shown !== xml) {
      zip.file(name, shown);
      changed = true;
    }
  }
  return {
    file: changed ? await zip.generateAsync({ type: 'arraybuffer' }) : file,
    asksToUpdateFields: /<w:updateFields\b(?![^>]*w:val="(?:false|0|off)")/.test(settings),
    watermark,
  };
};

const known = new WeakMap<Blob | ArrayBuffer, Promise<DocxFacts>>();

/**
 * Reads a .docx (with jszip, loaded on demand like docx-preview) for the facts the page view needs, and prepares the
 * copy it shows; once per file, however many parts of the page ask. A file jszip cannot read is left to
 * docx-preview, which says it cannot show it.
 */
export const readDocxFacts = (file: Blob | ArrayBuffer): Promise<DocxFacts> => {
  let facts = known.get(file);
  if (!facts) {
    facts = read(file);
    known.set(file, facts);
  }
  return facts;
};
