import { historyOf, isLive } from './link-labels';

describe('a link as the lawyer reads it', () => {
  it('tells the same event in a row once, with how many times and when it last happened', () => {
    expect(
      historyOf([
        { event: 'created', at: '2026-03-01T09:00:00Z' },
        { event: 'saved', at: '2026-03-01T09:05:00Z' },
        { event: 'saved', at: '2026-03-01T09:06:00Z' },
        { event: 'saved', at: '2026-03-01T09:07:00Z' },
        { event: 'submitted', at: '2026-03-01T09:08:00Z' },
      ]),
    ).toEqual([
      { event: 'created', label: 'Link creato', times: 1, at: '2026-03-01T09:00:00Z' },
      { event: 'saved', label: 'Il cliente ha salvato i dati', times: 3, at: '2026-03-01T09:07:00Z' },
      { event: 'submitted', label: 'Il cliente ha inviato i dati', times: 1, at: '2026-03-01T09:08:00Z' },
    ]);
  });

  it('lets the lawyer revoke only a link the client may still use', () => {
    expect(['sent', 'opened'].every((status) => isLive(status as 'sent'))).toBe(true);
    expect(['submitted', 'reviewed', 'expired', 'revoked', 'locked'].some((s) => isLive(s as 'sent'))).toBe(
      false,
    );
  });
});
