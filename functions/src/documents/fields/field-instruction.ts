/**
 * A field instruction read as Word reads it: `REF _Ref123456 \n \h \* MERGEFORMAT` is the field type REF, the
 * argument `_Ref123456` and the switches `\n`, `\h`, `\* MERGEFORMAT`. Types and switch letters are
 * case-insensitive; a switch's argument (`\* roman`, `\r 3`) keeps its case, since Word reads `\* ROMAN` and
 * `\* roman` differently.
 */
export interface FieldInstruction {
  /** The field type, upper case: REF, PAGEREF, SEQ, NOTEREF, PAGE... */
  type: string;
  /** The words after the type that are not switches (a bookmark, a sequence's name). */
  args: string[];
  /** Each switch by its letter (lower case, `*`, `#`, `@`), with its argument when it takes one. */
  switches: Map<string, string | true>;
  /** The general format switches (`\* MERGEFORMAT`, `\* roman`...), in order. */
  formats: string[];
}

/** Switches that take an argument, by field type (the general `\*`, `\#`, `\@` always do). */
const WITH_ARGUMENT: Record<string, ReadonlySet<string>> = {
  REF: new Set(['d']),
  NOTEREF: new Set([]),
  PAGEREF: new Set([]),
  SEQ: new Set(['r', 's']),
};
const GENERAL = new Set(['*', '#', '@']);

const TOKEN = /"((?:[^"\\]|\\.)*)"|(\\[*#@]|\\[A-Za-z!]+)|([^\s"\\]+)/g;

/** Parses a field instruction; the switches Word allows only once keep their first value. */
export const parseFieldInstruction = (instruction: string): FieldInstruction => {
  const tokens = [...instruction.matchAll(TOKEN)].map(([, quoted, switchToken, word]) =>
    switchToken !== undefined
      ? { kind: 'switch' as const, text: switchToken.slice(1) }
      : { kind: 'word' as const, text: quoted ?? word ?? '' },
  );
  const [first, ...rest] = tokens;
  const type = first?.kind === 'word' ? first.text.toUpperCase() : '';
  const args: string[] = [];
  const switches = new Map<string, string | true>();
  const formats: string[] = [];
  for (let index = 0; index < rest.length; index += 1) {
    const token = rest[index];
    if (!token) continue;
    if (token.kind === 'word') {
      args.push(token.text);
      continue;
    }
    const letter = token.text.toLowerCase();
    const next = rest[index + 1];
    const takesArgument = GENERAL.has(letter) || (WITH_ARGUMENT[type]?.has(letter) ?? false);
    const value = takesArgument && next?.kind === 'word' ? next.text : true;
    if (value !== true) index += 1;
    if (letter === '*' && typeof value === 'string') formats.push(value);
    else if (!switches.has(letter)) switches.set(letter, value);
  }
  return { type, args, switches, formats };
};

/** Formats that only say how the previous result was formatted: they change nothing in the text. */
const KEEP_FORMATTING = new Set(['mergeformat', 'charformat']);

/** The field's one format switch that changes its text (`roman`, `Upper`...), if any. */
export const textFormatOf = ({ formats }: FieldInstruction): string | undefined =>
  formats.find((format) => !KEEP_FORMATTING.has(format.toLowerCase()));
