import { formatIban, normalizeIban } from '@redigo/shared/tax-codes/index';

/** What the IBAN field shows after a keystroke, and where its caret goes. */
export interface IbanTyping {
  text: string;
  caret: number;
}

/** How many letters and digits stand before `position` in `text` (spaces do not count). */
const charactersBefore = (text: string, position: number): number =>
  text.slice(0, position).replace(/\s+/g, '').length;

/** The position in a grouped IBAN right after its `count`-th letter or digit. */
const positionAfter = (grouped: string, count: number): number => {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < grouped.length; i++) {
    if (grouped[i] !== ' ') seen += 1;
    if (seen === count) return i + 1;
  }
  return grouped.length;
};

/**
 * An IBAN as the lawyer types it (docs/api.md, "Identifiers checked where they are typed"): in upper case and in groups
 * of four (`IT60 X054 2811 …`), the caret kept after the same character it followed. Deleting a space the grouping
 * put there deletes the character before it, as a person pressing Backspace expects.
 */
export const typeIban = (
  previous: string,
  typed: string,
  caret: number,
  deletingBackward: boolean,
): IbanTyping => {
  let characters = normalizeIban(typed);
  let before = charactersBefore(typed, caret);
  if (deletingBackward && characters === normalizeIban(previous) && before > 0) {
    characters = characters.slice(0, before - 1) + characters.slice(before);
    before -= 1;
  }
  const text = formatIban(characters);
  return { text, caret: positionAfter(text, before) };
};
