import { templateCheckMessages as messages } from '@redigo/shared/messages/documents';
import { ComputedTagError } from './computed-tag';
import { describeTagLocation, documentName, type PartText } from './tag-location';
import { unescapeXml } from './xml-text';

/** One of the errors docxtemplater gathers in a multi error (`error.properties.errors`). */
export interface DocxtemplaterError {
  message?: string;
  properties?: {
    id?: string;
    explanation?: string;
    xtag?: string;
    offset?: number | number[];
    file?: string;
    rootError?: { message?: string };
  };
}

const BY_ID: Record<string, string> = {
  unopened_tag: messages.unopenedTag,
  unclosed_tag: messages.unclosedTag,
  duplicate_open_tag: messages.duplicateOpenTag,
  duplicate_close_tag: messages.duplicateCloseTag,
  unclosed_loop: messages.unclosedSection,
  unopened_loop: messages.unopenedSection,
  closing_tag_does_not_match_opening_tag: messages.mismatchedSection,
  unbalanced_loop_tags: messages.crossedSections,
  loop_position_invalid: messages.misplacedSection,
  raw_xml_tag_should_be_only_text_in_paragraph: messages.rawXml,
  file_has_invalid_xml: messages.invalidXml,
  malformed_xml: messages.invalidXml,
};

const problemOf = ({ message, properties = {} }: DocxtemplaterError): string => {
  const known = properties.id ? BY_ID[properties.id] : undefined;
  if (known) return known;
  if (properties.id === 'scopeparser_compilation_failed') {
    // A tag meant to compute that the expression language refuses says why (computed-tag.ts).
    if (properties.rootError instanceof ComputedTagError) return properties.rootError.message;
    const root = properties.rootError?.message ?? '';
    const filter = /Filter '([^']*)' is not defined/.exec(root)?.[1];
    if (filter !== undefined) return messages.unknownFilter(filter);
    return messages.invalidExpression;
  }
  return messages.otherTemplateError(properties.explanation ?? message ?? '');
};

/** An unclosed tag as written: from its brace to the end of its paragraph or the next tag, with no brace added. */
const unclosedTag = (text: PartText, at: number): string => {
  const ends = [
    text.text.indexOf('{', at + 1),
    text.breaks.find((start) => start > at) ?? -1,
    at + 40,
    text.text.length,
  ].filter((end) => end > at);
  return unescapeXml(text.text.slice(at, Math.min(...ends))).trimEnd();
};

/**
 * The tag as the author wrote it, `#`, `^` or `/` included, so that Word's search finds it: read from the part's
 * text at the error's offset (docxtemplater's own `xtag` drops a section's sign).
 */
const writtenTag = (
  text: PartText | undefined,
  at: number,
  xtag: string | undefined,
  id: string | undefined,
): string => {
  if (id === 'unclosed_tag' && text?.text[at] === '{') return unclosedTag(text, at);
  const source = text?.text ?? '';
  const end = source.indexOf('}', at);
  const written = end > at && end - at <= 500 ? source.slice(at, end + 1) : '';
  if (source[at] === '{' && written !== '' && !written.slice(1).includes('{')) return unescapeXml(written);
  return xtag === undefined ? '' : `{${xtag}}`;
};

/** The Italian message for one docxtemplater error, naming the document, the tag and the text around it. */
export const describeTemplateError = (
  label: string,
  error: DocxtemplaterError,
  texts: Map<string, PartText>,
) => {
  const { file = 'word/document.xml', xtag, offset, id } = error.properties ?? {};
  const at = Array.isArray(offset) ? offset[0] : offset;
  const where =
    at === undefined
      ? messages.inDocument(documentName(label, file))
      : describeTagLocation(
          label,
          file,
          texts.get(file) ?? { text: '', breaks: [] },
          writtenTag(texts.get(file), at, xtag, id),
          at,
        );
  return `${where}: ${problemOf(error)}`;
};

/** The errors of a docxtemplater multi error, or the error itself when it is a single one. */
export const templateErrorsOf = (error: unknown): DocxtemplaterError[] => {
  const errors = (error as { properties?: { errors?: DocxtemplaterError[] } }).properties?.errors;
  return Array.isArray(errors) ? errors : [error as DocxtemplaterError];
};
