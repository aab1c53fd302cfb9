import { join } from 'node:path';
import type { Page } from '@playwright/test';

const SCREENS_DIRECTORY = join(__dirname, '../../../test-results/screens');

/** Saves a full-page screenshot as a test artifact under test-results/screens. */
export const saveScreen = async (page: Page, name: string): Promise<void> => {
  await page.screenshot({ path: join(SCREENS_DIRECTORY, `${name}.png`), fullPage: true });
};
