import { expect, test } from '@playwright/test';
import { saveScreen } from './support/screens';

test('the home page shows the product and sends a visitor to the login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Redigo').first()).toBeVisible();
  await saveScreen(page, 'login');
});
