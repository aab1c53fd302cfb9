import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule sets every page must pass: WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Waits for every finite CSS animation and transition of the page to end (a dialog fading in, the questionnaire's
 * words appearing one by one): axe measures colours as they are at that instant, so a half-faded text would read as
 * too pale. Endless ones (a spinner) are not waited for.
 */
const animationsSettled = (page: Page): Promise<unknown> =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/**
 * Runs axe on the page as it is now and expects no violation of any impact. The failure lists each rule with
 * the elements that break it, so the report says what to fix.
 */
export const expectNoAxeViolations = async (page: Page, screen: string): Promise<void> => {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ')}`)
        .join('\n'),
  );
  expect(found, `axe violations on ${screen}`).toEqual([]);
};
