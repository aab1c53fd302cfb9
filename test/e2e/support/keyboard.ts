import { expect, type Locator, type Page } from '@playwright/test';

interface FocusedControl {
  /** What has focus, as a person would name it: 'button Avanti', 'input PEC'. */
  name: string;
  /** Whether it shows focus: an outline or a box shadow on it, or an outline on its label or wrapper. */
  indicated: boolean;
}

const focusedControl = (page: Page): Promise<FocusedControl> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: 'body', indicated: false };
    const outlined = (candidate: Element | null): boolean => {
      if (!candidate) return false;
      const style = getComputedStyle(candidate);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    };
    const shadowed = (candidate: Element): boolean => getComputedStyle(candidate).boxShadow !== 'none';
    // A wrapper may draw the ring with :focus-within (an option's label, a catalogue card): an outline there
    // counts, a shadow does not (cards have one anyway).
    const wrappers = [element.parentElement, element.parentElement?.parentElement ?? null];
    const label = (element as HTMLInputElement).labels?.[0]?.textContent;
    const text = element.getAttribute('aria-label') ?? label ?? element.textContent ?? '';
    return {
      name: `${element.tagName.toLowerCase()} ${text.replace(/\s+/g, ' ').trim().slice(0, 50)}`,
      indicated:
        outlined(element) || shadowed(element) || [element.closest('label'), ...wrappers].some(outlined),
    };
  });

const isFocused = (target: Locator): Promise<boolean> =>
  target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking that every control reached on the way shows a
 * focus indicator. Resolves with the names of the controls reached, in order, to check the tab order.
 */
export const tabTo = async (
  page: Page,
  target: Locator,
  { backwards = false, max = 40, indicator = true } = {},
): Promise<string[]> => {
  await expect(target).toBeVisible();
  const reached: string[] = [];
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focused = await focusedControl(page);
    reached.push(focused.name);
    if (indicator) expect(focused.indicated, `a visible focus indicator on ${focused.name}`).toBe(true);
    if (await isFocused(target)) return reached;
  }
  throw new Error(`Tab never reached the target; it went through: ${reached.join(' → ')}`);
};

/** Tabs to a control and presses Enter on it. */
export const activate = async (page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') => {
  await tabTo(page, target);
  await page.keyboard.press(key);
};

/**
 * Picks an option of the question shown: a checkbox is reached with Tab and ticked with Space; a radio group is
 * entered with Tab and the option chosen with the arrow keys (Space when it is the first).
 */
export const chooseOption = async (page: Page, option: string): Promise<void> => {
  const target = page.getByLabel(option, { exact: true });
  if ((await target.getAttribute('type')) === 'checkbox') {
    await activate(page, target, 'Space');
  } else {
    await tabTo(page, page.getByRole('radio').first());
    for (let step = 0; step < 20 && !(await isFocused(target)); step += 1)
      await page.keyboard.press('ArrowDown');
    if (!(await target.isChecked())) await page.keyboard.press('Space');
  }
  await expect(target).toBeChecked();
};

/**
 * Checks a modal dialog keeps focus inside (Tab and Shift+Tab cycle through its controls), and that Escape
 * closes it and gives focus back to `opener`.
 */
export const expectFocusTrapped = async (page: Page, dialog: Locator, opener: Locator): Promise<void> => {
  const controls = await dialog.locator('button, a[href], input, select, textarea').count();
  for (let step = 0; step < controls * 2 + 1; step += 1) {
    await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
};
