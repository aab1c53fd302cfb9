import { expect, test, type Page } from '@playwright/test';
import { demo } from './support/api';
import { checkScreen } from './support/screens';
import { signIn } from './support/ui';

const SCREENS = [
  { name: 'telefono', viewport: { width: 390, height: 844 } },
  { name: 'tablet', viewport: { width: 768, height: 1024 } },
] as const;

/** Opens a page through the folded sidebar: Menu, then the entry; the menu closes on the way. */
const openFromMenu = async (page: Page, entry: string): Promise<void> => {
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page
    .getByRole('navigation', { name: 'Navigazione principale' })
    .getByRole('link', { name: entry })
    .click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeHidden();
};

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name} (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport });

    test('the sidebar folds behind Menu, which traps focus and closes on Escape', async ({ page }) => {
      await signIn(page, demo.lawyer, /\/user\/contratti$/);
      const menu = page.getByRole('button', { name: 'Menu' });
      const navigation = page.getByRole('navigation', { name: 'Navigazione principale' });
      await expect(navigation).toBeHidden();
      await expect(page.locator('#main')).toHaveCSS('margin-left', '0px');

      await menu.click();
      await expect(navigation).toBeVisible();
      await expect(navigation.getByRole('link', { name: 'Nuovo documento' })).toBeFocused();
      const entries = await navigation.getByRole('link').count();
      for (let step = 0; step < entries + 1; step += 1) await page.keyboard.press('Tab');
      await expect(navigation.getByRole('link', { name: 'Nuovo documento' })).toBeFocused();
      await checkScreen(page, `70-${screen.name}-menu`);

      await page.keyboard.press('Escape');
      await expect(navigation).toBeHidden();
      await expect(menu).toBeFocused();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    });

    test("the lawyer's pages fit the screen", async ({ page }) => {
      await signIn(page, demo.lawyer, /\/user\/contratti$/);
      await checkScreen(page, `71-${screen.name}-catalogo`);
      await openFromMenu(page, 'Archivio');
      await expect(page).toHaveURL(/\/user\/archivio$/);
      await checkScreen(page, `72-${screen.name}-archivio`);
      await openFromMenu(page, 'Profilo');
      await checkScreen(page, `73-${screen.name}-profilo`);
      await openFromMenu(page, 'Nuovo documento');
      await page.locator('.template-card__action').first().click();
      await expect(page).toHaveURL(/\/questionario$/);
      // The question takes the whole width: 'Avanti' sits within about a screen's scroll, not 1,600 px down.
      const next = await page.getByRole('button', { name: 'Avanti' }).boundingBox();
      expect(next?.y).toBeLessThan(screen.viewport.height * 1.25);
      await checkScreen(page, `74-${screen.name}-questionario`);
    });

    test("the staff's lists fit the screen, with every row's actions in reach", async ({ page }) => {
      await signIn(page, demo.admin, /\/admin\/contratti-utenti$/);
      await checkScreen(page, `75-${screen.name}-documenti-generati`);
      await openFromMenu(page, 'Utenti');
      await expect(page.getByRole('row').nth(1).getByRole('button').first()).toBeVisible();
      await checkScreen(page, `76-${screen.name}-utenti`);
      await openFromMenu(page, 'Master inseriti');
      const firstTemplate = page.getByRole('row').nth(1);
      await expect(firstTemplate.getByRole('button', { name: 'Modifica' })).toBeVisible();
      await checkScreen(page, `77-${screen.name}-master`);
      await openFromMenu(page, 'Categorie inserite');
      await checkScreen(page, `78-${screen.name}-categorie`);
    });
  });
}

test('on a desktop the sidebar stays beside the content, with no Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, demo.lawyer, /\/user\/contratti$/);
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  const navigation = page.getByRole('navigation', { name: 'Navigazione principale' });
  await expect(navigation).toBeVisible();
  expect((await navigation.boundingBox())?.width).toBe(211);
});
