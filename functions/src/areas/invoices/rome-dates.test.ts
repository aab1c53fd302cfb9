import { romeDateOf, romeDateTimeOf } from './rome-dates';

describe('dates in Italy', () => {
  it.each([
    ['2026-07-01T10:15:31.000Z', { year: 2026, month: 7, day: 1, hour: 12, minute: 15, second: 31 }],
    ['2026-01-10T23:30:00.000Z', { year: 2026, month: 1, day: 11, hour: 0, minute: 30, second: 0 }],
    ['2026-12-31T23:59:59.000Z', { year: 2027, month: 1, day: 1, hour: 0, minute: 59, second: 59 }],
  ])('reads %s on a clock in Rome', (instant, expected) => {
    expect(romeDateTimeOf(new Date(instant))).toEqual(expected);
  });

  it('keeps the day of an instant as the invoices date it', () => {
    expect(romeDateOf(new Date('2026-03-28T23:30:00.000Z'))).toBe('2026-03-29');
  });
});
