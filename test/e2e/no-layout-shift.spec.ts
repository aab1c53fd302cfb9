import { expect, test } from '@playwright/test';

const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** A click as a person makes it: the button held for a moment between press and release. */
const HUMAN_CLICK = { delay: 200 } as const;

for (const screen of SCREENS) {
  test.describe(`at ${screen.width} px`, () => {
    test.use({ viewport: screen });

    test('a consent box clicked right after leaving an invalid field takes the click', async ({ page }) => {
      await page.goto('/registrazione');
      const codiceFiscale = page.getByLabel('Codice fiscale');
      await codiceFiscale.fill('RSSMRA');
      const terms = page.getByLabel(/Ho letto e accetto/);
      await terms.scrollIntoViewIfNeeded();
      await expect(codiceFiscale).toBeFocused();

      // Pressing the box takes the focus from the field: its message must not move the box before the release.
      await terms.click(HUMAN_CLICK);

      await expect(terms).toBeChecked();
      await expect(
        page.getByText('Servono 16 caratteri con il carattere di controllo corretto.'),
      ).toBeVisible();
    });

    test('every consent box takes its click while the fields above show their messages one by one', async ({
      page,
    }) => {
      await page.goto('/registrazione');
      await page.getByLabel('PEC', { exact: true }).fill('studio.avvocato@');
      await page.getByLabel(/Ho letto e accetto/).click(HUMAN_CLICK);
      await page.getByLabel('Codice fiscale').fill('123');
      await page.getByLabel(/Approvo specificamente/).click(HUMAN_CLICK);
      await page.getByLabel(/Informativa sulla privacy/).click(HUMAN_CLICK);

      for (const consent of [/Ho letto e accetto/, /Approvo specificamente/, /Informativa sulla privacy/])
        await expect(page.getByLabel(consent)).toBeChecked();
      await expect(page.getByText('Indirizzo PEC non valido.')).toBeVisible();
    });
  });
}
