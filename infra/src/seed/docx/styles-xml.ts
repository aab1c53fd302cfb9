import { W_NS, XML_DECLARATION } from './xml';

/** The body font: Times New Roman where it exists; Linux maps it to the metric-compatible Liberation Serif. */
export const BODY_FONT = 'Times New Roman';
export const BODY_FONT_LINUX = 'Liberation Serif';

/** Numbering instances, shared by styles.xml and numbering.xml. */
export const ARTICLE_NUM_ID = 1;
export const BULLET_NUM_ID = 2;
export const FIRST_LETTERED_NUM_ID = 3;

/** Style ids referenced by the body writer. */
export const STYLE = {
  title: 'Title',
  subtitle: 'Subtitle',
  article: 'Heading1',
  heading: 'Heading2',
  clause: 'Clausola',
  bullet: 'ListBullet',
  list: 'ListParagraph',
  notice: 'AvvisoAnteprima',
  tagLine: 'RigaCondizione',
  signature: 'Firma',
  header: 'Header',
  footer: 'Footer',
} as const;

const fonts = `<w:rFonts w:ascii="${BODY_FONT}" w:hAnsi="${BODY_FONT}" w:eastAsia="${BODY_FONT}" w:cs="${BODY_FONT}"/>`;

const paragraphStyle = (id: string, name: string, pPr: string, rPr = '', extra = ''): string =>
  `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/>` +
  `<w:next w:val="Normal"/>${extra}<w:qFormat/><w:pPr>${pPr}</w:pPr>${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}</w:style>`;

const numPr = (numId: number, level: number): string =>
  `<w:numPr><w:ilvl w:val="${level}"/><w:numId w:val="${numId}"/></w:numPr>`;

const tabs = '<w:tabs><w:tab w:val="center" w:pos="4535"/><w:tab w:val="right" w:pos="9070"/></w:tabs>';

/** styles.xml: 12 pt serif body, justified, 1.15 line spacing; real heading styles for the outline. */
export const stylesXml = (): string =>
  XML_DECLARATION +
  `<w:styles xmlns:w="${W_NS}">` +
  `<w:docDefaults><w:rPrDefault><w:rPr>${fonts}<w:sz w:val="24"/><w:szCs w:val="24"/>` +
  '<w:lang w:val="it-IT" w:eastAsia="it-IT" w:bidi="ar-SA"/></w:rPr></w:rPrDefault>' +
  '<w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="276" w:lineRule="auto"/></w:pPr></w:pPrDefault>' +
  '</w:docDefaults>' +
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/>' +
  '<w:pPr><w:widowControl/><w:jc w:val="both"/></w:pPr></w:style>' +
  '<w:style w:type="character" w:default="1" w:styleId="DefaultParagraphFont">' +
  '<w:name w:val="Default Paragraph Font"/><w:uiPriority w:val="1"/><w:semiHidden/><w:unhideWhenUsed/></w:style>' +
  '<w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/>' +
  '<w:uiPriority w:val="99"/><w:semiHidden/><w:unhideWhenUsed/><w:tblPr><w:tblInd w:w="0" w:type="dxa"/>' +
  '<w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/>' +
  '<w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>' +
  '<w:style w:type="numbering" w:default="1" w:styleId="NoList"><w:name w:val="No List"/>' +
  '<w:uiPriority w:val="99"/><w:semiHidden/><w:unhideWhenUsed/></w:style>' +
  paragraphStyle(
    STYLE.title,
    'Title',
    '<w:keepNext/><w:spacing w:before="0" w:after="120"/><w:jc w:val="center"/>',
    '<w:b/><w:bCs/><w:caps/><w:sz w:val="30"/><w:szCs w:val="30"/>',
  ) +
  paragraphStyle(
    STYLE.subtitle,
    'Subtitle',
    '<w:keepNext/><w:spacing w:before="0" w:after="360"/><w:jc w:val="center"/>',
    '<w:i/><w:iCs/>',
  ) +
  paragraphStyle(
    STYLE.article,
    'heading 1',
    `<w:keepNext/><w:keepLines/>${numPr(ARTICLE_NUM_ID, 0)}<w:spacing w:before="240" w:after="120"/>` +
      '<w:jc w:val="left"/><w:outlineLvl w:val="0"/>',
    '<w:b/><w:bCs/>',
  ) +
  paragraphStyle(
    STYLE.heading,
    'heading 2',
    '<w:keepNext/><w:keepLines/><w:spacing w:before="240" w:after="120"/><w:jc w:val="center"/><w:outlineLvl w:val="1"/>',
    '<w:b/><w:bCs/>',
  ) +
  paragraphStyle(
    STYLE.clause,
    'Clausola',
    `${numPr(ARTICLE_NUM_ID, 1)}<w:ind w:left="567" w:hanging="567"/>`,
  ) +
  paragraphStyle(
    STYLE.bullet,
    'List Bullet',
    `${numPr(BULLET_NUM_ID, 0)}<w:spacing w:after="60"/><w:ind w:left="720" w:hanging="360"/>`,
  ) +
  paragraphStyle(
    STYLE.list,
    'List Paragraph',
    '<w:spacing w:after="60"/><w:ind w:left="720" w:hanging="360"/>',
  ) +
  paragraphStyle(
    STYLE.notice,
    'Avviso anteprima',
    '<w:pBdr><w:top w:val="single" w:sz="6" w:space="4" w:color="A6A6A6"/>' +
      '<w:left w:val="single" w:sz="6" w:space="4" w:color="A6A6A6"/>' +
      '<w:bottom w:val="single" w:sz="6" w:space="4" w:color="A6A6A6"/>' +
      '<w:right w:val="single" w:sz="6" w:space="4" w:color="A6A6A6"/></w:pBdr>' +
      '<w:shd w:val="clear" w:color="auto" w:fill="F2F2F2"/><w:spacing w:before="120" w:after="240"/>' +
      '<w:ind w:left="113" w:right="113"/><w:jc w:val="center"/>',
    '<w:i/><w:iCs/><w:color w:val="595959"/>',
  ) +
  paragraphStyle(
    STYLE.tagLine,
    'Riga di condizione',
    '<w:spacing w:after="0"/><w:jc w:val="left"/>',
    '<w:color w:val="808080"/><w:sz w:val="20"/><w:szCs w:val="20"/>',
  ) +
  paragraphStyle(STYLE.signature, 'Firma', '<w:keepNext/><w:spacing w:after="0"/><w:jc w:val="center"/>') +
  paragraphStyle(
    STYLE.header,
    'header',
    `${tabs}<w:spacing w:after="0" w:line="240" w:lineRule="auto"/><w:jc w:val="left"/>`,
    '<w:sz w:val="18"/><w:szCs w:val="18"/>',
    '<w:uiPriority w:val="99"/><w:unhideWhenUsed/>',
  ) +
  paragraphStyle(
    STYLE.footer,
    'footer',
    `${tabs}<w:spacing w:after="0" w:line="240" w:lineRule="auto"/><w:jc w:val="center"/>`,
    '<w:sz w:val="18"/><w:szCs w:val="18"/>',
    '<w:uiPriority w:val="99"/><w:unhideWhenUsed/>',
  ) +
  '</w:styles>';
