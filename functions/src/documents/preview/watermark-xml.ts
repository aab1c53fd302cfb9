/** The text every page of a preview carries, behind the text. */
export const WATERMARK_TEXT = 'ANTEPRIMA';

export const VML_NAMESPACES: Record<string, string> = {
  'xmlns:v': 'urn:schemas-microsoft-com:vml',
  'xmlns:o': 'urn:schemas-microsoft-com:office:office',
  'xmlns:w10': 'urn:schemas-microsoft-com:office:word',
};

/** The shape type of Word's text watermarks (WordArt "plain text", type 136), as Word writes it. */
const SHAPE_TYPE =
  '<v:shapetype id="_x0000_t136" coordsize="21600,21600" o:spt="136" adj="10800" path="m@7,l@8,m@5,21600l@6,21600e">' +
  '<v:formulas><v:f eqn="sum #0 0 10800"/><v:f eqn="prod #0 2 1"/><v:f eqn="sum 21600 0 @1"/><v:f eqn="sum 0 0 @2"/>' +
  '<v:f eqn="sum 21600 0 @3"/><v:f eqn="if @0 @3 0"/><v:f eqn="if @0 21600 @1"/><v:f eqn="if @0 0 @2"/>' +
  '<v:f eqn="if @0 @4 21600"/><v:f eqn="mid @5 @6"/><v:f eqn="mid @8 @5"/><v:f eqn="mid @7 @8"/><v:f eqn="mid @6 @7"/>' +
  '<v:f eqn="sum @6 0 @5"/></v:formulas>' +
  '<v:path textpathok="t" o:connecttype="custom" o:connectlocs="@9,0;@10,10800;@11,21600;@12,10800" o:connectangles="270,180,90,0"/>' +
  '<v:textpath on="t" fitshape="t"/><v:handles><v:h position="#0,bottomRight" xrange="6629,14971"/></v:handles>' +
  '<o:lock v:ext="edit" text="t" shapetype="t"/></v:shapetype>';

/**
 * A paragraph holding Word's own kind of watermark: the word in light grey, diagonal, centred on the page and
 * behind the text (a negative z-index), anchored in the header so that it repeats on every page. The paragraph is
 * set one point high, so the header keeps its height. `index` makes the shape's id unique in the package.
 */
export const watermarkParagraph = (index: number): string =>
  '<w:p><w:pPr><w:spacing w:before="0" w:after="0" w:line="20" w:lineRule="exact"/></w:pPr>' +
  '<w:r><w:rPr><w:noProof/><w:sz w:val="2"/><w:szCs w:val="2"/></w:rPr><w:pict>' +
  SHAPE_TYPE +
  `<v:shape id="RedigoAnteprima${index}" o:spid="_x0000_s${2048 + index}" type="#_x0000_t136" ` +
  'style="position:absolute;margin-left:0;margin-top:0;width:453.6pt;height:113.4pt;rotation:315;z-index:-251655168;' +
  'mso-position-horizontal:center;mso-position-horizontal-relative:margin;mso-position-vertical:center;' +
  'mso-position-vertical-relative:margin" o:allowincell="f" fillcolor="#bfbfbf" stroked="f">' +
  '<v:fill opacity=".5"/>' +
  `<v:textpath style="font-family:&quot;Times New Roman&quot;;font-size:1pt" string="${WATERMARK_TEXT}"/>` +
  '<w10:wrap anchorx="margin" anchory="margin"/></v:shape></w:pict></w:r></w:p>';

/** A header part that holds only the watermark. */
export const watermarkHeader = (index: number): string =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<w:hdr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  Object.entries(VML_NAMESPACES)
    .map(([name, uri]) => `${name}="${uri}"`)
    .join(' ') +
  `>${watermarkParagraph(index)}</w:hdr>`;
