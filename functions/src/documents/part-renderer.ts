// The internals have no types of their own; this reference brings ours wherever this file is compiled (test/bench too).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./docxtemplater-internals.d.ts" />
import type { DXT } from 'docxtemplater';
import renderParts from 'docxtemplater/js/render.js';
import { joinUncorrupt, type JoinOptions } from './join-uncorrupt';

type RenderedPiece = string | number | Uint8Array;
type JoinedPiece = string | Uint8Array;

interface RenderOptions extends JoinOptions {
  modules: { postrender(parts: JoinedPiece[], options: RenderOptions): JoinedPiece[] }[];
  scopeManager: { resolved?: unknown };
  resolved?: unknown;
  render: unknown;
  joinUncorrupt: unknown;
}

/** docxtemplater's compiled part (XmlTemplater) and the internals a re-render needs. */
export interface CompiledPart {
  postparsed: DXT.Part[];
  getOptions(): RenderOptions;
}

/** A compiled docxtemplater document (the constructor compiles it). */
export interface CompiledDocument {
  compiled: Record<string, CompiledPart>;
  scopeManagers: Record<string, unknown>;
  getScopeManager(to: string, part: CompiledPart, data: object): RenderOptions['scopeManager'];
}

/**
 * Renders one compiled part with `data`, as XmlTemplater.render does, without touching the compiled tree so that the
 * same compilation serves every render. It differs in two steps: the repairs of joinUncorrupt run in our faster
 * equivalent (join-uncorrupt.ts; the loops inside the part use it too), and the pieces are joined by Node into the
 * part's text (docxtemplater's own UTF-8 encoder, in JavaScript, costs three times the rest of the render).
 * Returns the part's XML, or the errors docxtemplater reports.
 */
export const renderCompiledPart = (
  doc: CompiledDocument,
  name: string,
  data: object,
): { content: string; errors: [] } | { content: null; errors: unknown[] } => {
  const part = doc.compiled[name] as CompiledPart;
  doc.scopeManagers = {};
  const scopeManager = doc.getScopeManager(name, part, data);
  const options = part.getOptions();
  Object.assign(options, {
    scopeManager,
    resolved: scopeManager.resolved,
    render: renderParts,
    joinUncorrupt,
  });
  const rendered = renderParts(options) as { errors: unknown[]; parts: RenderedPiece[] };
  if (rendered.errors.length > 0) return { content: null, errors: rendered.errors };
  // Numbers become text in place: a part is thousands of pieces, and few are numbers.
  rendered.parts.forEach((piece, index) => {
    if (typeof piece === 'number') rendered.parts[index] = String(piece);
  });
  let pieces = rendered.parts as JoinedPiece[];
  options.modules.forEach((module) => (pieces = module.postrender(pieces, options)));
  const joined = joinUncorrupt(pieces, options);
  let binary = false;
  for (let index = 0; index < joined.length && !binary; index += 1)
    binary = typeof joined[index] !== 'string';
  const content = binary
    ? Buffer.concat(
        joined.map((piece) => (piece instanceof Uint8Array ? piece : Buffer.from(String(piece), 'utf8'))),
      ).toString('utf8')
    : joined.join('');
  return { content, errors: [] };
};
