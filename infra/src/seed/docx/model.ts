/** A piece of text with its formatting. Template tags are kept whole inside one run. */
export interface TextRun {
  kind: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

/** A cross reference to a numbered article: a REF field whose result is "Art. n". */
interface ArticleRef {
  kind: 'ref';
  /** The anchor given to the article in the source. */
  anchor: string;
}

export type Inline = TextRun | ArticleRef;

/** One signer: its label's lines (none: no signature); with `loop`, one signature per item. */
export interface SignatureColumn {
  lines: Inline[][];
  /** A group's variable: the label and line are written once for each of its items. */
  loop?: string;
}

export type Alignment = 'left' | 'center' | 'right' | 'justify';

/** A block of the document body, in reading order. */
export type Block =
  | { kind: 'title'; runs: Inline[] }
  | { kind: 'subtitle'; runs: Inline[] }
  /** An unnumbered section heading such as "PREMESSO CHE". */
  | { kind: 'heading'; runs: Inline[] }
  /** A numbered article heading, rendered "Art. n – <runs>" through Word numbering. */
  | { kind: 'article'; runs: Inline[]; anchor?: string }
  /** `keepNext` keeps it on the page of what follows; `spaceBefore` sets it apart from what precedes. */
  /** `indented`: set in line with the text of the clauses, as part of the clause before it. */
  | {
      kind: 'paragraph';
      runs: Inline[];
      align?: Alignment;
      keepNext?: boolean;
      spaceBefore?: boolean;
      indented?: boolean;
    }
  /** A numbered clause inside the current article: "n.1", "n.2"…; `ordinal` is the number written in the source. */
  | { kind: 'clause'; runs: Inline[]; ordinal?: number }
  | { kind: 'bullet'; runs: Inline[] }
  /** An item of a lettered list "a)", "b)"; `list` groups the items of one list. */
  | { kind: 'lettered'; runs: Inline[]; list: number }
  /** Signatures one under the other, one row per signer (signature-table.ts). */
  | { kind: 'signatures'; columns: SignatureColumn[] }
  | { kind: 'pageBreak' }
  /** A boxed notice, used by previews in place of the full clauses. */
  | { kind: 'notice'; runs: Inline[] };

/** What the writer needs to produce a .docx. */
export interface DocumentModel {
  /** Core property title and the running header. */
  title: string;
  blocks: Block[];
}
