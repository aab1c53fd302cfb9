const planes = Array.from({ length: 17 }, (_, plane) => (plane === 0 ? '' : plane.toString(16)));

/**
 * Unicode's noncharacters: U+FDD0–U+FDEF and the last two code points of every plane (U+FFFE, U+FFFF, U+1FFFE, …,
 * U+10FFFF). Reserved for programs' internal use, never text; U+FFFE and U+FFFF are not even allowed in XML, so a
 * document holding one does not open.
 */
const NONCHARACTER = new RegExp(
  `[\\u{FDD0}-\\u{FDEF}${planes.map((plane) => `\\u{${plane}FFFE}\\u{${plane}FFFF}`).join('')}]`,
  'u',
);

/** Half of a UTF-16 surrogate pair without its other half: no character at all (in a `u` pattern a pair is one). */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Whether a text holds something that is no character of a text: a Unicode noncharacter or a lone surrogate. The
 * one rule for every text Redigo takes (answers, names, billing data, what staff write), since any of them may end
 * up in a document, a mail or an invoice.
 */
export const hasUnsafeCharacters = (text: string): boolean =>
  NONCHARACTER.test(text) || LONE_SURROGATE.test(text);
