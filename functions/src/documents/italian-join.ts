/** A list in Italian prose: "a", "a e b", "a, b e c". */
export const joinItalian = (items: string[]): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
