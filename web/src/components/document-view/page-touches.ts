/**
 * docx-preview draws a list's number with the paragraph's own font, which Word takes from the paragraph's text (its
 * style's font, size, weight): the numbers of a Times contract came out in the page's sans-serif. Each numbered
 * paragraph gets the look of its first run, which its number then inherits.
 */
export const matchListNumbersToText = (container: HTMLElement): void => {
  container.querySelectorAll<HTMLElement>('p[class*="-num-"]').forEach((paragraph) => {
    const run = Array.from(paragraph.querySelectorAll<HTMLElement>('span')).find((span) =>
      span.textContent?.trim(),
    );
    if (!run) return;
    const look = window.getComputedStyle(run);
    paragraph.style.fontFamily = look.fontFamily;
    paragraph.style.fontSize = look.fontSize;
    paragraph.style.fontWeight = look.fontWeight;
    paragraph.style.fontStyle = look.fontStyle;
    paragraph.style.color = look.color;
  });
};

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The watermark as one A4 sheet's picture: the word large and light, diagonal, centred, as Word draws it from the
 * header on every page.
 */
const watermarkImage = (watermark: string): string => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 210 297">' +
    '<text x="105" y="148.5" text-anchor="middle" dominant-baseline="middle" transform="rotate(-45 105 148.5)" ' +
    `font-family="Times New Roman, Liberation Serif, serif" font-weight="700" font-size="38" fill="#000" fill-opacity="0.09">${escapeXml(watermark)}</text></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
};

/**
 * Draws the document's watermark on every page of the view, behind the text: one picture per A4 sheet's height,
 * repeated down each page however long docx-preview makes it (it breaks pages only where the document does).
 */
export const markPages = (container: HTMLElement, watermark: string | null): void => {
  if (!watermark) return;
  const image = watermarkImage(watermark);
  container.querySelectorAll<HTMLElement>('section.docx').forEach((page) => {
    page.dataset.watermark = watermark;
    page.style.backgroundImage = image;
    page.style.backgroundRepeat = 'repeat-y';
    page.style.backgroundSize = '100% auto';
    page.style.backgroundPosition = 'center top';
  });
};
