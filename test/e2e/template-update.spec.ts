import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { adminMessages } from '@redigo/shared/messages/admin';
import { templateVersionMessages as m } from '@redigo/shared/messages/template-versions';
import { paragraphTexts, readPart } from '../../infra/src/seed/docx/docx-text';
import { apiCall, apiToken, demo } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { payContract } from './support/contracts-api';
import { expectQuestion } from './support/questionnaire';
import { checkScreen } from './support/screens';
import { downloadDocx, signIn, toast } from './support/ui';
import {
  DEPOSITO_QUESTION,
  publishFirstVersion,
  saveSecondVersion,
  USO_QUESTION,
  type VersionedTemplate,
} from './support/versioned-template';

const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'telefono', viewport: { width: 390, height: 844 } },
] as const;

const NOTA =
  'Il contratto indica ora il deposito cauzionale, che non può superare tre mensilità del canone: rispondi alla nuova domanda.';
const RIFERIMENTO = 'art. 11 L. 27 luglio 1978, n. 392';

const signOutBy = async (page: Page) => {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
};

/** The editor publishes the saved second version from «Master inseriti», with its notes, by keyboard alone. */
const publishWithNotes = async (page: Page, template: VersionedTemplate, screen: string) => {
  await signIn(page, demo.editor, /\/admin\/master-inseriti$/);
  await page.goto(`/admin/master-inseriti?cerca=${encodeURIComponent(template.name)}`);
  const row = page.getByRole('row', { name: new RegExp(template.name) });
  await expect(row.getByText('versione 2 da pubblicare')).toBeVisible();
  await row.getByRole('button', { name: 'Pubblica' }).click();

  const dialog = page.getByRole('dialog', { name: `Pubblicare la versione 2 di «${template.name}»` });
  await expect(dialog).toBeVisible();
  const motivo = dialog.getByRole('radio', { name: /^Modifica normativa/ });
  await expect(motivo).toBeFocused();
  await expectNoAxeViolations(page, `note di rilascio (${screen})`);
  await page.keyboard.press('Space');
  await expect(motivo).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Nota per gli avvocati')).toBeFocused();
  await page.keyboard.type(NOTA);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Riferimento normativo')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(m.riferimentoMissing)).toBeVisible();
  await expect(dialog.getByLabel('Riferimento normativo')).toBeFocused();
  await checkScreen(page, `template-update-note-${screen}`);
  await page.keyboard.type(RIFERIMENTO);
  await page.keyboard.press('Enter');

  await expect(dialog).toHaveCount(0);
  await expect(toast(page, adminMessages.templateStatusDone)).toBeVisible();
  await expect(row.getByText('Versione 2', { exact: true })).toBeVisible();
  await expect(row.getByText('1 contratto su versioni precedenti, di cui 1 acquistato')).toBeVisible();
  await checkScreen(page, `template-update-master-inseriti-${screen}`);

  await row.getByRole('link', { name: `Cronologia di «${template.name}»` }).click();
  const newest = page.getByRole('article', { name: 'Versione 2' });
  await expect(newest.getByRole('heading', { name: 'Modifica normativa' })).toBeVisible();
  await expect(newest).toContainText(`Riferimento: ${RIFERIMENTO}`);
  await expect(page.getByRole('article', { name: 'Versione 1' })).toContainText(
    '1 contratto su questa versione, di cui 1 acquistato.',
  );
  await expectNoAxeViolations(page, `cronologia (${screen})`);
  await checkScreen(page, `template-update-cronologia-${screen}`);
  // The compare an author reads to write the notes: version 2's master, tags as written, with the deposit inserted.
  const compare = await downloadDocx(page, () =>
    newest
      .getByRole('group', { name: 'Confronto con la versione 1' })
      .getByRole('button', { name: 'Scarica il confronto del master' })
      .click(),
  );
  const compared = readPart(await readFile(await compare.path()), 'word/document.xml') ?? '';
  expect(compared).toMatch(/<w:ins /);
  expect(paragraphTexts(compared).map((runs) => runs.join(''))).toContainEqual(
    expect.stringContaining('{deposito}'),
  );
  await signOutBy(page);
};

for (const screen of SCREENS) {
  test.describe(`When the law changes (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport });

    test('the editor publishes a version with its notes; the buyer sees the badge, updates for free and answers only the new question', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const editor = await apiToken(request, demo.editor);
      const lawyer = await apiToken(request, demo.lawyer);
      const template = await publishFirstVersion(request, editor, await apiToken(request, demo.admin));
      const name = `Locazione Bianchi ${template.name.slice(-6)}`;
      const bought = await apiCall<{ id: string }>(request, lawyer, 'PUT', '/api/contract', {
        name,
        type: template.id,
        status: 'COMPLETED',
        answers: { uso: 'abitativo transitorio' },
      });
      await payContract(request, lawyer, template, bought.id);
      await saveSecondVersion(request, editor, template);

      await publishWithNotes(page, template, screen.name);

      // The buyer: the badge in the archive, and the filter the mail links to.
      await signIn(page, demo.lawyer, /\/user\/contratti$/);
      await page.goto('/user/archivio');
      const row = page.getByRole('row', { name: new RegExp(name) });
      await expect(row.getByText('Aggiornamento disponibile: modifica normativa')).toBeVisible();
      await page.getByRole('button', { name: 'Solo con aggiornamento disponibile' }).click();
      await expect(page).toHaveURL(/aggiornamenti=1/);
      await expect(row).toBeVisible();
      await expectNoAxeViolations(page, `archivio con gli aggiornamenti (${screen.name})`);
      await checkScreen(page, `template-update-archivio-${screen.name}`);

      // The detail: the notes since, and the free update.
      await row.getByRole('button', { name: 'Apri dettaglio' }).click();
      const card = page.locator('.update-card');
      await expect(
        card.getByRole('heading', { name: 'Aggiornamento disponibile: versione 2' }),
      ).toBeVisible();
      await expect(card.getByRole('heading', { name: 'Versione 2: modifica normativa' })).toBeVisible();
      await expect(card).toContainText(NOTA);
      await expect(card).toContainText(`Riferimento: ${RIFERIMENTO}`);
      const update = card.getByRole('button', { name: 'Aggiorna alla versione 2' });
      await expect(update).toHaveAccessibleDescription('Gratuito');
      await expectNoAxeViolations(page, `dettaglio con l'aggiornamento (${screen.name})`);
      await checkScreen(page, `template-update-dettaglio-${screen.name}`);
      await update.click();

      // Only the new question is asked; the summary says what was carried and what is new.
      await expect(page).toHaveURL(/\/questionario$/);
      await expect(page.getByText(/^Aggiornamento alla versione 2: 1 risposta riportata/)).toBeVisible();
      await expectQuestion(page, 2, DEPOSITO_QUESTION);
      await expectNoAxeViolations(page, `questionario dell'aggiornamento (${screen.name})`);
      await checkScreen(page, `template-update-questionario-${screen.name}`);
      await page.getByLabel('due mensilità', { exact: true }).check();
      await page.getByRole('button', { name: 'Avanti' }).click();
      await expect(page).toHaveURL(/\/riepilogo$/, { timeout: 20_000 });
      await expect(page.getByText('1 risposta riportata, 1 domanda nuova')).toBeVisible();
      const items = page.locator('.summary__item');
      await expect(items.filter({ hasText: USO_QUESTION })).toContainText('Risposta riportata');
      await expect(items.filter({ hasText: DEPOSITO_QUESTION })).toContainText('Domanda nuova');
      await expectNoAxeViolations(page, `riepilogo dell'aggiornamento (${screen.name})`);
      await checkScreen(page, `template-update-riepilogo-${screen.name}`);

      // Free: claimed without payment, and the updated document opens.
      await page.getByRole('button', { name: "Vai all'anteprima" }).click();
      await page.getByRole('button', { name: 'Vai all’aggiornamento gratuito' }).click();
      await expect(page.getByText('0,00 €')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Acquista' })).toHaveCount(0);
      await expectNoAxeViolations(page, `carrello dell'aggiornamento gratuito (${screen.name})`);
      await checkScreen(page, `template-update-carrello-${screen.name}`);
      await page.getByRole('button', { name: 'Ottieni l’aggiornamento gratuito' }).click();
      await expect(page).toHaveURL(/\/user\/archivio\/dettaglio-documento\?id=/);
      await expect(page.getByText('Aggiornamento ottenuto')).toBeVisible();
      await expect(
        page.getByText(`Aggiornamento alla versione 2 del documento «${name}» (versione 1).`),
      ).toBeVisible();
      await expect(page.locator('.update-card')).toHaveCount(0);
      await downloadDocx(page, () => page.getByRole('button', { name: 'Scarica il documento DOCX' }).click());
      await expectNoAxeViolations(page, `documento aggiornato (${screen.name})`);
      await checkScreen(page, `template-update-aggiornato-${screen.name}`);

      // The redline: the document bought on version 1 turned into this one, as Word revisions.
      const redline = await downloadDocx(page, () =>
        page.getByRole('button', { name: 'Scarica il confronto (Word con revisioni)' }).click(),
      );
      const xml = readPart(await readFile(await redline.path()), 'word/document.xml') ?? '';
      expect(paragraphTexts(xml).map((runs) => runs.join(''))).toContainEqual(
        expect.stringContaining('due mensilità'),
      );
      // docs/api.md: every revision by «Redigo – versione N», N the update's version.
      const authors = [...xml.matchAll(/<w:(?:ins|del) [^>]*w:author="([^"]*)"/g)].map((match) => match[1]);
      expect(authors.length).toBeGreaterThan(0);
      expect(new Set(authors)).toEqual(new Set(['Redigo – versione 2']));
    });
  });
}
