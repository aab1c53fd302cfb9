import { ARTICLE_NUM_ID, BODY_FONT, BULLET_NUM_ID, FIRST_LETTERED_NUM_ID, STYLE } from './styles-xml';
import { W_NS, XML_DECLARATION } from './xml';

/** Where a clause's text starts (after its number "1.1"), in twentieths of a point: `[[rientro]]` lines up with it. */
export const CLAUSE_TEXT_INDENT = 567;

/** The label Word shows before an article heading; a cross reference (REF \n) prints the same label. */
export const articleLabel = (articleNumber: number): string => `Art. ${articleNumber}`;

const ARTICLES = 0;
const BULLETS = 1;
const LETTERS = 2;

interface LevelSpec {
  level: number;
  format: 'decimal' | 'bullet' | 'lowerLetter';
  text: string;
  style?: string;
  indent: { left: number; hanging: number };
  suffix?: 'space' | 'tab';
}

const level = (spec: LevelSpec): string =>
  `<w:lvl w:ilvl="${spec.level}"><w:start w:val="1"/><w:numFmt w:val="${spec.format}"/>` +
  (spec.style ? `<w:pStyle w:val="${spec.style}"/>` : '') +
  (spec.suffix ? `<w:suff w:val="${spec.suffix}"/>` : '') +
  `<w:lvlText w:val="${spec.text}"/><w:lvlJc w:val="left"/>` +
  `<w:pPr><w:ind w:left="${spec.indent.left}" w:hanging="${spec.indent.hanging}"/></w:pPr>` +
  (spec.format === 'bullet'
    ? `<w:rPr><w:rFonts w:ascii="${BODY_FONT}" w:hAnsi="${BODY_FONT}"/></w:rPr>`
    : '') +
  '</w:lvl>';

const abstractNum = (id: number, levels: LevelSpec[]): string =>
  `<w:abstractNum w:abstractNumId="${id}"><w:multiLevelType w:val="${levels.length > 1 ? 'multilevel' : 'singleLevel'}"/>` +
  `${levels.map(level).join('')}</w:abstractNum>`;

/**
 * numbering.xml. Articles are numbered by Word itself ("Art. 1", "Art. 2"…) through the heading style, so an
 * article that a condition removes renumbers the others; clauses restart under each article ("3.1", "3.2").
 * Each lettered list gets its own instance so that it starts again from "a)".
 */
export const numberingXml = (letteredLists: number): string => {
  const lettered = Array.from({ length: letteredLists }, (_, index) => {
    const numId = FIRST_LETTERED_NUM_ID + index;
    return (
      `<w:num w:numId="${numId}"><w:abstractNumId w:val="${LETTERS}"/>` +
      '<w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>'
    );
  });
  return (
    XML_DECLARATION +
    `<w:numbering xmlns:w="${W_NS}">` +
    abstractNum(ARTICLES, [
      {
        level: 0,
        format: 'decimal',
        text: 'Art. %1',
        style: STYLE.article,
        suffix: 'space',
        indent: { left: 0, hanging: 0 },
      },
      {
        level: 1,
        format: 'decimal',
        text: '%1.%2',
        style: STYLE.clause,
        indent: { left: CLAUSE_TEXT_INDENT, hanging: CLAUSE_TEXT_INDENT },
      },
    ]) +
    abstractNum(BULLETS, [{ level: 0, format: 'bullet', text: '–', indent: { left: 720, hanging: 360 } }]) +
    abstractNum(LETTERS, [
      { level: 0, format: 'lowerLetter', text: '%1)', indent: { left: 720, hanging: 360 } },
    ]) +
    `<w:num w:numId="${ARTICLE_NUM_ID}"><w:abstractNumId w:val="${ARTICLES}"/></w:num>` +
    `<w:num w:numId="${BULLET_NUM_ID}"><w:abstractNumId w:val="${BULLETS}"/></w:num>` +
    lettered.join('') +
    '</w:numbering>'
  );
};
