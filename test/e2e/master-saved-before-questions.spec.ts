import { expect, test } from '@playwright/test';
import { apiCall, apiToken, demo } from './support/api';
import { checkScreen } from './support/screens';
import { staffDocuments } from './support/staff-docx';
import { signIn, toast } from './support/ui';

const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

interface StoredTemplate {
  name: string;
  status: string;
  file_name: string;
  preview_name: string;
  json_questions: unknown[];
}

for (const screen of SCREENS) {
  test.describe(`at ${screen.width} px`, () => {
    test.use({ viewport: screen });

    test('«Salva e vai alle domande» saves the master, suspended, with its documents, which a reload keeps', async ({
      page,
      request,
    }) => {
      const title = `Mediazione salvata ${screen.width} ${Date.now()}`;
      const files = staffDocuments();
      await signIn(page, demo.editor, /\/admin\/master-inseriti$/);
      await page.goto('/admin/nuovo-documento');
      await page.getByLabel('Titolo').fill(title);
      await page.getByLabel('Descrizione').fill('Accordo tra le parti e il mediatore familiare.');
      await page.getByLabel('Prezzo in euro (IVA esclusa)').fill('19,90');
      await page.getByLabel('Link di pagamento Stripe').fill('https://buy.stripe.com/test_mediazione');
      await page.getByLabel('Master (.docx)').setInputFiles(files.master);
      await page.getByLabel('Anteprima (.docx)').setInputFiles(files.preview);
      await page.getByRole('button', { name: 'Salva e vai alle domande' }).click();

      await expect(page).toHaveURL(/\/admin\/nuovo-documento\/caricamento-domande$/);
      await expect(toast(page, 'Master salvato (sospeso): ora scrivi le domande.')).toBeVisible();
      const token = await apiToken(request, demo.editor);
      const listed = await apiCall<{ results: StoredTemplate[] }>(
        request,
        token,
        'GET',
        `/api/template?name=${encodeURIComponent(title)}&status=SUSPENDED`,
      );
      expect(listed.results).toEqual([
        expect.objectContaining({ name: title, status: 'SUSPENDED', json_questions: [] }),
      ]);
      expect(listed.results[0]?.file_name).toMatch(/mediazione-master\.docx$/);
      expect(listed.results[0]?.preview_name).toMatch(/mediazione-anteprima\.docx$/);

      await page.reload();
      await page.getByRole('button', { name: 'Annulla' }).click();
      await expect(page.getByRole('heading', { name: 'Modifica master' })).toBeVisible();
      await expect(page.getByLabel('Titolo')).toHaveValue(title);
      await expect(page.getByText('Documento attuale: mediazione-master.docx')).toBeVisible();
      await expect(page.getByText('Documento attuale: mediazione-anteprima.docx')).toBeVisible();
      await checkScreen(page, `41-${screen.width}-master-salvato-senza-domande`);
    });
  });
}
