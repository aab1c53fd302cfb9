import type { AskedGroupQuestion } from '@redigo/shared/domain/question';
import { groupAnswerProblems } from '@redigo/shared/questionnaire/group-answers';
import { field, group, landlords } from '@redigo/shared/questionnaire/test-support/groups';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { draftGroupItems, initialItems, readGroupItems, type TypedItem } from './group-answer-state';

const lease: AskedGroupQuestion = { ...landlords(), description: '', index: 1 };
const RESIDENTIAL = { uso: 'Abitativo' };

describe('draftGroupItems: the list as typed, as a draft saves it in group_in_progress (docs/api.md, "Repeating groups")', () => {
  it('keeps each field asked that reads right, canonical, and leaves out the empty and the half-typed', () => {
    const items: TypedItem[] = [
      { tipo: 'Persona fisica', nome: ' Mario Rossi ', codice_fiscale: 'rssmra85t10a562s' },
      { tipo: 'Persona fisica', nome: 'Anna Bianchi', codice_fiscale: 'BNCNNA90' },
      { tipo: 'Persona giuridica', denominazione: '', nome: 'left over from a person' },
    ];
    const draft = draftGroupItems(lease, items, RESIDENTIAL);
    expect(draft).toEqual([
      { tipo: 'Persona fisica', nome: 'Mario Rossi', codice_fiscale: 'RSSMRA85T10A562S' },
      { tipo: 'Persona fisica', nome: 'Anna Bianchi' },
      { tipo: 'Persona giuridica' },
    ]);
    // The server's draft check (the shared one) takes it; the questionnaire's complete check does not.
    expect([...groupAnswerProblems(lease, draft, RESIDENTIAL, 'draft')]).toEqual([]);
    expect(readGroupItems(lease, items, RESIDENTIAL).problems?.byField.size).toBeGreaterThan(0);
  });

  it('reads a date typed whole, and leaves out one typed halfway', () => {
    const dated: AskedGroupQuestion = {
      ...group('g', [field(typed('inizio', 'date'), 'Inizio'), field(typed('canone', 'amount'), 'Canone')]),
      description: '',
      index: 0,
    };
    expect(
      draftGroupItems(
        dated,
        [
          { inizio: '01/03/2026', canone: '1.234,5' },
          { inizio: '01/03', canone: '12,345' },
        ],
        {},
      ),
    ).toEqual([{ inizio: '2026-03-01', canone: '1234.5' }, {}]);
  });

  it('never sends more items than the group allows', () => {
    expect(draftGroupItems(lease, [{}, {}, {}, {}, {}], RESIDENTIAL)).toHaveLength(lease.max_items);
  });

  it('shows a resumed draft’s items again as typed (dates as gg/mm/aaaa)', () => {
    const dated: AskedGroupQuestion = {
      ...group('g', [field(typed('inizio', 'date'), 'Inizio'), field(typed('nota', 'text'), 'Nota')]),
      description: '',
      index: 0,
    };
    expect(initialItems(dated, undefined, [{ inizio: '2026-03-01' }, {}])).toEqual([
      { inizio: '01/03/2026' },
      {},
    ]);
  });
});
