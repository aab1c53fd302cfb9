import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

const SCREENS_DIRECTORY = join(__dirname, '../../../test-results/screens');

/**
 * Saves a full-page screenshot as a test artifact under test-results/screens. The page is scrolled to the top
 * first, so the fixed header is drawn where a person sees it.
 */
export const saveScreen = async (page: Page, name: string): Promise<void> => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENS_DIRECTORY, `${name}.png`), fullPage: true });
};

/** Saves a screenshot of one part of the page (a card on a long form) under test-results/screens. */
export const savePartScreen = async (part: Locator, name: string): Promise<void> => {
  await part.screenshot({ path: join(SCREENS_DIRECTORY, `${name}.png`) });
};

/** The visible form fields, buttons and links of the page that have no accessible name. */
const unnamedControls = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const named = (element: HTMLElement): boolean => {
      if (element.getAttribute('aria-label') || element.getAttribute('aria-labelledby')) return true;
      const labels = (element as HTMLInputElement).labels;
      if (labels && Array.from(labels).some((label) => label.textContent?.trim())) return true;
      const isField = ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
      return !isField && Boolean(element.textContent?.trim());
    };
    return Array.from(document.querySelectorAll<HTMLElement>('input, select, textarea, button, a[href]'))
      .filter(
        (element) => element.getClientRects().length > 0 && (element as HTMLInputElement).type !== 'hidden',
      )
      .filter((element) => !named(element))
      .map((element) => element.outerHTML.slice(0, 160));
  });

/** The page itself, or a table in its frame, scrolling sideways on a desktop screen. */
const sidewaysScrolls = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [document.documentElement, ...Array.from(document.querySelectorAll<HTMLElement>('.table-wrap'))]
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map(
        (element) =>
          `${element.className || element.tagName}: ${element.scrollWidth} > ${element.clientWidth}`,
      ),
  );

/**
 * Checks the screen's basics (every control has a name a screen reader can say, nothing scrolls sideways),
 * then saves it.
 */
export const checkScreen = async (page: Page, name: string): Promise<void> => {
  expect(await unnamedControls(page), `controls without a name on ${name}`).toEqual([]);
  expect(await sidewaysScrolls(page), `sideways scrolling on ${name}`).toEqual([]);
  await saveScreen(page, name);
};
