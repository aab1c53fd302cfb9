import { progressMaximum } from './questionnaire-progress';

describe('progressMaximum', () => {
  it("is the template's maximum of questions when it gives one", () => {
    expect(progressMaximum(3, 12)).toBe(12);
  });

  it('never falls below the questions already answered', () => {
    expect(progressMaximum(14, 12)).toBe(14);
  });

  it('is one more than answered when the template gives no maximum, so the bar is never full', () => {
    expect(progressMaximum(0, 0)).toBe(1);
    expect(progressMaximum(1, 0)).toBe(2);
    expect(progressMaximum(7, 0)).toBe(8);
  });
});
