import { expect, test } from '@playwright/test';
import { paths } from '@redigo/shared/paths';
import { demo } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { saveScreen } from './support/screens';
import { signIn } from './support/ui';

const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'telefono', viewport: { width: 390, height: 844 } },
] as const;

for (const screen of SCREENS) {
  test.describe(`the profile's «Dati nei documenti» (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport });

    test('shows the firm data with their tags, as documents write them', async ({ page }) => {
      await signIn(page, demo.lawyer, /\/user\/contratti$/);
      await page.goto(paths.reservedArea);

      const card = page.locator('section.firm-data');
      await expect(card.getByRole('heading', { name: 'Dati nei documenti' })).toBeVisible();
      await expect(card.getByText('{avvocato.nome}')).toBeVisible();
      await expect(card.getByText('{studio.partita_iva}')).toBeVisible();
      await expect(card.locator('dd').first()).not.toHaveText('Non indicato');
      await expectNoAxeViolations(page, `profilo, dati nei documenti (${screen.name})`);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screens/firm-data-${screen.name}.png` });
      await saveScreen(page, `firm-data-page-${screen.name}`);
    });
  });
}
