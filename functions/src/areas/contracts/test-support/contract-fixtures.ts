import type { ContractRecord, PinnedTemplate } from '../contract-record';

/** A pinned template as a COMPLETED save stores it. */
export const pinnedTemplate = (overrides: Partial<PinnedTemplate> = {}): PinnedTemplate => ({
  templateId: 'tpl-1',
  version: 3,
  name: 'Contratto di locazione abitativa 4+4',
  categoryId: 'cat-1',
  price: 39,
  stripe_url: 'https://buy.stripe.com/test',
  max_questions: 21,
  json_questions: [
    {
      variable: 'durata',
      question: 'Quanto dura?',
      options: ['4 anni', '6 anni'],
      is_multiple_selection: false,
      required_answers: [],
    },
  ],
  file_name: 'masters/a/master.docx',
  preview_name: 'masters/b/anteprima.docx',
  ...overrides,
});

/** A contract record: a draft unless `overrides` say otherwise. */
export const contractRecord = (overrides: Partial<ContractRecord> = {}): ContractRecord => ({
  id: 'c-1',
  userId: 'u-1',
  name: 'Locazione Rossi',
  title: 'Contratto di locazione abitativa 4+4',
  type: 'tpl-1',
  status: 'TO_COMPLETE',
  answers: { durata: '4 anni' },
  categoryId: 'cat-1',
  version: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

/** A COMPLETED contract with its pinned template. */
export const completedRecord = (overrides: Partial<ContractRecord> = {}): ContractRecord =>
  contractRecord({ status: 'COMPLETED', pinned: pinnedTemplate(), version: 2, ...overrides });
