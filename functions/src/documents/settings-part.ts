/**
 * Edits of word/settings.xml that keep its children in the order the schema requires (ECMA-376 Part 1, CT_Settings),
 * which Word enforces: a setting in the wrong place makes it refuse the file.
 */
const ORDER = (
  'writeProtection view zoom removePersonalInformation removeDateAndTime doNotDisplayPageBoundaries ' +
  'displayBackgroundShape printPostScriptOverText printFractionalCharacterWidth printFormsData embedTrueTypeFonts ' +
  'embedSystemFonts saveSubsetFonts saveFormsData mirrorMargins alignBordersAndEdges bordersDoNotSurroundHeader ' +
  'bordersDoNotSurroundFooter gutterAtTop hideSpellingErrors hideGrammaticalErrors activeWritingStyle proofState ' +
  'formsDesign attachedTemplate linkStyles stylePaneFormatFilter stylePaneSortMethod documentType mailMerge ' +
  'revisionView trackRevisions doNotTrackMoves doNotTrackFormatting documentProtection autoFormatOverride ' +
  'styleLockTheme styleLockQFSet defaultTabStop autoHyphenation consecutiveHyphenLimit hyphenationZone ' +
  'doNotHyphenateCaps showEnvelope summaryLength clickAndTypeStyle defaultTableStyle evenAndOddHeaders ' +
  'bookFoldRevPrinting bookFoldPrinting bookFoldPrintingSheets drawingGridHorizontalSpacing ' +
  'drawingGridVerticalSpacing displayHorizontalDrawingGridEvery displayVerticalDrawingGridEvery ' +
  'doNotUseMarginsForDrawingGridOrigin drawingGridHorizontalOrigin drawingGridVerticalOrigin doNotShadeFormData ' +
  'noPunctuationKerning characterSpacingControl printTwoOnOne strictFirstAndLastChars noLineBreaksAfter ' +
  'noLineBreaksBefore savePreviewPicture doNotValidateAgainstSchema saveInvalidXml ignoreMixedContent ' +
  'alwaysShowPlaceholderText doNotDemarcateInvalidXml saveXmlDataOnly useXSLTWhenSaving saveThroughXslt ' +
  'showXMLTags alwaysMergeEmptyNamespace updateFields hdrShapeDefaults footnotePr endnotePr compat docVars rsids ' +
  'm:mathPr attachedSchema themeFontLang clrSchemeMapping doNotIncludeSubdocsInStats doNotAutoCompressPictures ' +
  'forceUpgrade captions readModeInkLockDown smartTagType sl:schemaLibrary shapeDefaults doNotEmbedSmartTags ' +
  'decimalSymbol listSeparator'
)
  .split(' ')
  .map((name) => (name.includes(':') ? name : `w:${name}`));

const escaped = (name: string) => name.replace(':', '\\:');

/** The first child that the schema puts after `name` (extensions of later Word versions come last of all). */
const afterPattern = (name: string): RegExp => {
  const later = ORDER.slice(ORDER.indexOf(name) + 1).map(escaped);
  return new RegExp(`<(?:${later.join('|')}|w1\\d\\w*:\\w+|mc:AlternateContent)[\\s/>]`);
};

/** The element `name` with its content, self-closing or not. */
const elementPattern = (name: string): RegExp =>
  new RegExp(`<${escaped(name)}\\b(?:[^>]*/>|[^>]*>[\\s\\S]*?</${escaped(name)}>)`);

/** Settings with `element` (the whole XML of one child named `name`) set, in its place or replacing the old one. */
export const withSetting = (settings: string, name: string, element: string): string => {
  const existing = elementPattern(name);
  if (existing.test(settings)) return settings.replace(existing, element);
  const after = afterPattern(name).exec(settings);
  const at = after ? after.index : settings.lastIndexOf('</w:settings>');
  return settings.slice(0, at) + element + settings.slice(at);
};

/** Settings without the child `name`. */
export const withoutSetting = (settings: string, name: string): string =>
  settings.replace(elementPattern(name), '');
