import { CONTACT_ATTRIBUTES, CONTACT_KIND_LABELS, type ContactData } from '../domain/contact';
import { formatShortDate, parseIsoDate } from '../italian/calendar';
import { contactAttributeLabels } from '../messages/contacts';

/** One line of «Salva in rubrica»'s list: the attribute, its label and its value before and after (absent: none). */
export interface ContactChange {
  attribute: keyof typeof contactAttributeLabels;
  label: string;
  before?: string;
  after?: string;
}

/** A value as the lawyer reads it: the kind's label, a date as `gg/mm/aaaa`, any other as stored. */
const shown = (attribute: string, value: unknown): string | undefined => {
  if (typeof value !== 'string' || value === '') return undefined;
  if (attribute === 'kind') return CONTACT_KIND_LABELS[value as ContactData['kind']] ?? value;
  if (attribute === 'data_nascita') {
    const date = parseIsoDate(value);
    return date ? formatShortDate(date) : value;
  }
  return value;
};

/**
 * What saving `next` over `stored` changes, attribute by attribute in the order forms show them (`kind` first); a
 * new contact (no `stored`) lists every value it will have. Attributes equal on both sides are left out, so an
 * empty list means there is nothing to save.
 */
export const contactChanges = (stored: ContactData | undefined, next: ContactData): ContactChange[] => {
  const before = (stored ?? {}) as unknown as Record<string, unknown>;
  const after = next as unknown as Record<string, unknown>;
  const names = [
    'kind',
    ...new Set([...CONTACT_ATTRIBUTES[next.kind], ...(stored ? CONTACT_ATTRIBUTES[stored.kind] : [])]),
  ] as ContactChange['attribute'][];
  return names.flatMap((attribute) => {
    const [old, now] = [shown(attribute, before[attribute]), shown(attribute, after[attribute])];
    if (old === now) return [];
    return [
      {
        attribute,
        label: contactAttributeLabels[attribute],
        ...(old === undefined ? {} : { before: old }),
        ...(now === undefined ? {} : { after: now }),
      },
    ];
  });
};
