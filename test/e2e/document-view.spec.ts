import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, demo } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { completedContract, payContract, saveBillingData, templateNamed } from './support/contracts-api';
import { checkScreen } from './support/screens';
import { signIn } from './support/ui';

const NDA = 'Accordo di riservatezza (NDA)';
/** A clause of the seeded NDA in both its preview and its full document. */
const SHARED_CLAUSE = 'Le Informazioni Riservate restano di proprietà esclusiva della Parte Divulgante';
/** A clause after an article's first sentence: only the purchased document has it. */
const FULL_ONLY_CLAUSE = 'La Parte Ricevente utilizza le Informazioni Riservate esclusivamente per lo Scopo';
const PREVIEW_BANNER = 'di ogni articolo, titolo e prima frase';

/** What every page of the view shows besides the text: its watermark, the page-number line, the list numbers' font. */
const pageLook = (view: Locator) =>
  view.evaluate((element) => {
    const pages = Array.from(element.querySelectorAll<HTMLElement>('section.docx'));
    const numbered = element.querySelector<HTMLElement>('p[class*="-num-"]');
    const firstRun = numbered?.querySelector('span');
    return {
      watermarks: [...new Set(pages.map((page) => page.dataset.watermark ?? null))],
      drawn: pages.every((page) => getComputedStyle(page).backgroundImage.includes('ANTEPRIMA')),
      emptyPageNumbers: pages.some((page) =>
        /Pagina\s*di/.test(page.querySelector('footer')?.textContent ?? ''),
      ),
      numberFont:
        numbered && firstRun
          ? getComputedStyle(numbered, '::before').fontFamily === getComputedStyle(firstRun).fontFamily
          : null,
    };
  });

const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'telefono', viewport: { width: 390, height: 844 } },
] as const;

/** The document shown in the page, once docx-preview has rendered it. */
const documentView = async (page: Page) => {
  const view = page.getByRole('region', { name: 'Anteprima del documento' });
  await expect(view.getByText(SHARED_CLAUSE)).toBeVisible({ timeout: 20_000 });
  await expect(view).toHaveAttribute('tabindex', '0');
  return view;
};

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name} (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport });

    test('the preview step and the archive detail show the document in the page', async ({
      page,
      request,
    }) => {
      const token = await apiToken(request, demo.lawyer);
      const nda = await templateNamed(request, token, NDA);
      await saveBillingData(request, demo.lawyer.pec, demo.lawyer.password);
      const unpaid = await completedContract(request, token, nda);
      const paid = await completedContract(request, token, nda);
      await payContract(request, token, nda, paid);
      await signIn(page, demo.lawyer, /\/user\/contratti$/);

      await page.goto(`/user/archivio/dettaglio-documento?id=${paid}`);
      let view = await documentView(page);
      await expect(view.getByText(FULL_ONLY_CLAUSE)).toBeVisible();
      await expect(view.getByText(PREVIEW_BANNER)).toHaveCount(0);
      expect(await pageLook(view)).toEqual({
        watermarks: [null],
        drawn: false,
        emptyPageNumbers: false,
        numberFont: true,
      });
      await expect(page.getByRole('button', { name: 'Scarica il documento DOCX' })).toBeVisible();
      await expectNoAxeViolations(page, 'dettaglio pagato con il documento');
      await checkScreen(page, `90-${screen.name}-dettaglio-documento`);

      await page.goto(`/user/archivio/dettaglio-documento?id=${unpaid}`);
      view = await documentView(page);
      await expect(view.getByText(PREVIEW_BANNER)).toBeVisible();
      await expect(view.getByText(FULL_ONLY_CLAUSE)).toHaveCount(0);
      expect(await pageLook(view)).toEqual({
        watermarks: ['ANTEPRIMA'],
        drawn: true,
        emptyPageNumbers: false,
        numberFont: true,
      });
      await checkScreen(page, `91-${screen.name}-dettaglio-anteprima`);

      await page.getByRole('button', { name: 'Acquista' }).click();
      await expect(page.getByText('Documento generato')).toBeVisible();
      await page.getByRole('link', { name: "Torna all'anteprima" }).click();
      await expect(page.getByRole('dialog', { name: 'Riferimenti incrociati' })).toHaveCount(0);
      view = await documentView(page);
      await expect(view.getByText(PREVIEW_BANNER)).toBeVisible();
      await expect(page.getByRole('link', { name: "Scarica l'anteprima" })).toBeVisible();
      await expectNoAxeViolations(page, 'anteprima con il documento');
      await checkScreen(page, `92-${screen.name}-anteprima-documento`);

      await view.focus();
      const before = await view.evaluate((element) => element.scrollTop);
      await page.keyboard.press('PageDown');
      await expect.poll(() => view.evaluate((element) => element.scrollTop)).toBeGreaterThan(before);
    });
  });
}
