/** A tag an author copies into the master, and what it writes. */
export interface PaletteTag {
  tag: string;
  writes: string;
}
