import { expect, test } from '@playwright/test';
import { apiCall, apiToken, demo } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { completedContract, payContract, templateNamed } from './support/contracts-api';
import { nda } from './support/nda-path';
import { expectQuestion } from './support/questionnaire';
import { saveScreen } from './support/screens';
import { signIn } from './support/ui';

const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'telefono', viewport: { width: 390, height: 844 } },
] as const;

const PRIVACY_QUESTION = 'In quale veste la parte ricevente tratta i dati personali ricevuti?';

for (const screen of SCREENS) {
  test.describe(`«Nuovo da questo» from the archive (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport });

    test('a bought contract gives a new one with every answer carried over, opened at its summary', async ({
      page,
      request,
    }) => {
      const token = await apiToken(request, demo.lawyer);
      const template = await templateNamed(request, token, nda.name);
      const contractId = await completedContract(request, token, template);
      await payContract(request, token, template, contractId);

      await signIn(page, demo.lawyer, /\/user\/contratti$/);
      await page.goto(`/user/archivio/dettaglio-documento?id=${contractId}`);
      const start = page.getByRole('button', { name: 'Nuovo da questo' });
      await expect(start).toBeVisible();
      await expectNoAxeViolations(page, `dettaglio con «Nuovo da questo» (${screen.name})`);
      await start.click();

      await expect(page.getByText('Questionario completato')).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(/\/riepilogo$/, { timeout: 20_000 });
      await expect(page.getByText(PRIVACY_QUESTION)).toHaveCount(0);
      await expectNoAxeViolations(page, `riepilogo della copia (${screen.name})`);
      await saveScreen(page, `contract-copy-summary-${screen.name}`);
      const drafts = await apiCall<{ results: { id: string; status: string }[] }>(
        request,
        token,
        'GET',
        '/api/contract?status=TO_COMPLETE&limit=5',
      );
      expect(drafts.results[0]?.id).not.toBe(contractId);
    });

    test('a draft’s answer the questionnaire no longer asks is named in the banner, and the rest is asked', async ({
      page,
      request,
    }) => {
      const token = await apiToken(request, demo.lawyer);
      const template = await templateNamed(request, token, nda.name);
      const draft = await apiCall<{ id: string }>(request, token, 'PUT', '/api/contract', {
        name: `Riservatezza ${screen.name} ${Date.now()}`,
        type: template.id,
        status: 'TO_COMPLETE',
        answers: {
          tipo_accordo: 'Unilaterale',
          tipi_informazioni: ['informazioni tecniche e know-how'],
          ruolo_privacy: 'Titolare autonomo del trattamento',
        },
      });

      await signIn(page, demo.lawyer, /\/user\/contratti$/);
      await page.goto(`/user/archivio/dettaglio-documento?id=${draft.id}`);
      await page.getByRole('button', { name: 'Nuovo da questo' }).click();

      await expect(page).toHaveURL(/\/questionario$/);
      await expect(
        page.getByText(
          `Non riportate: “${PRIVACY_QUESTION}” (con le altre risposte la domanda non viene più posta).`,
        ),
      ).toBeVisible();
      await expectQuestion(page, 2, 'Per quale finalità vengono comunicate le informazioni?');
      await expectNoAxeViolations(page, `questionario della copia con l'avviso (${screen.name})`);
      await saveScreen(page, `contract-copy-banner-${screen.name}`);
    });
  });
}
