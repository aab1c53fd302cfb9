import type PizZip from 'pizzip';

/**
 * List restarts that survive a condition removing the first item.
 *
 * When an author restarts a numbered list at 1, Word gives the first item a numbering instance of its own (a
 * `w:num` with a `w:startOverride`) and leaves the following items on the instance they had: instances that share
 * an abstract definition share one counter, so the items go on as 2., 3. But when a condition removes that first
 * item, the restart goes with it and the rest continue the previous list ("4., 5." instead of "1., 2.").
 *
 * Before compiling, every numbered paragraph that follows a restart on the same abstract definition is moved onto
 * the restarting instance. Word numbers the full document exactly as before (same counter), and when the first
 * item is gone, the next one is the instance's first paragraph and starts at 1.
 */

interface NumberingInstance {
  abstractId: string;
  restarts: boolean;
}

const NUMBERING_INSTANCE = /<w:num\b[^>]*w:numId="(\d+)"[^>]*>([\s\S]*?)<\/w:num>/g;
const ABSTRACT_ID = /<w:abstractNumId\b[^>]*w:val="(\d+)"/;
const PARAGRAPH_NUMBERING = /(<w:numPr\b[^>]*>(?:(?!<\/w:numPr>)[\s\S])*?<w:numId\b[^>]*w:val=")(\d+)(")/g;

/** The numbering part's instances, by id: their abstract definition and whether they restart it. */
const instancesOf = (numberingXml: string): Map<string, NumberingInstance> => {
  const instances = new Map<string, NumberingInstance>();
  for (const [, id, body] of numberingXml.matchAll(NUMBERING_INSTANCE)) {
    const abstractId = ABSTRACT_ID.exec(body ?? '')?.[1];
    if (id && abstractId) instances.set(id, { abstractId, restarts: /<w:startOverride\b/.test(body ?? '') });
  }
  return instances;
};

/** The document's paragraphs, with each item after a restart moved onto the restarting instance. */
export const carryListRestarts = (documentXml: string, numberingXml: string): string => {
  const instances = instancesOf(numberingXml);
  if (![...instances.values()].some(({ restarts }) => restarts)) return documentXml;
  const restartOf = new Map<string, string>();
  return documentXml.replace(PARAGRAPH_NUMBERING, (whole, before: string, id: string, after: string) => {
    const instance = instances.get(id);
    if (!instance) return whole;
    if (instance.restarts) {
      restartOf.set(instance.abstractId, id);
      return whole;
    }
    const restart = restartOf.get(instance.abstractId);
    return restart ? `${before}${restart}${after}` : whole;
  });
};

/** Applies `carryListRestarts` to a package's document part; returns the parts it changed. */
export const carryPackageListRestarts = (zip: PizZip): string[] => {
  const numbering = zip.file('word/numbering.xml')?.asText();
  const document = zip.file('word/document.xml')?.asText();
  if (numbering === undefined || document === undefined) return [];
  const carried = carryListRestarts(document, numbering);
  if (carried === document) return [];
  zip.file('word/document.xml', carried);
  return ['word/document.xml'];
};
