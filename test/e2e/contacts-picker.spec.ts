import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AskedQuestion } from '@redigo/shared/domain/question';
import { contactMessages, contactPickerMessages as m } from '@redigo/shared/messages/contacts';
import { paths } from '@redigo/shared/paths';
import { answersUpToFirstGroup } from '../support/answers-up-to-group';
import { apiCall, apiToken, demo } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { activate, tabTo } from './support/keyboard';
import { expectQuestion } from './support/questionnaire';
import { checkScreen } from './support/screens';
import { signIn, toast } from './support/ui';

const LEASE = 'Contratto di locazione abitativa 4+4';
const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'telefono', viewport: { width: 390, height: 844 } },
] as const;

/** A surname no other spec or run has: letters only, as a person's name must be. */
const uniqueSurname = (): string =>
  `Quercia${Date.now()
    .toString(26)
    .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)))}`;

/**
 * A draft of the seeded lease answered through the API up to its first group (the landlords), as a lawyer who
 * stopped there leaves it; resolves with its id, its name and the group's number in the questionnaire.
 */
const leaseDraftUpToLandlords = async (request: APIRequestContext, token: string, name: string) => {
  const catalogue = await apiCall<{ results: { id: string; name: string }[] }>(
    request,
    token,
    'GET',
    '/api/template?limit=100',
  );
  const lease = catalogue.results.find((template) => template.name === LEASE);
  if (!lease) throw new Error(`No template ${LEASE}`);
  const answers = await answersUpToFirstGroup((given) =>
    apiCall<AskedQuestion>(request, token, 'POST', `/api/contract/questions?type=${lease.id}`, given),
  );
  const draft = await apiCall<{ id: string }>(request, token, 'PUT', '/api/contract', {
    name,
    type: lease.id,
    status: 'TO_COMPLETE',
    answers,
  });
  return { id: draft.id, number: Object.keys(answers).length + 1 };
};

/** The client the lawyer keeps in the Rubrica, created on its page. */
const createClient = async (page: Page, cognome: string) => {
  await page.goto(paths.addContact);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuovo contatto' })).toBeVisible();
  const fill = (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);
  await fill('Nome', 'Mario');
  await fill('Cognome', cognome);
  await fill('Codice fiscale', 'RSSMRA85T10A562S');
  await expect(page.getByLabel('Data di nascita (gg/mm/aaaa)')).toHaveValue('10/12/1985');
  await fill('Luogo di nascita', 'Roma');
  await fill('Indirizzo (via e numero civico)', 'Via Verdi 12');
  await fill('CAP', '20121');
  await fill('Comune', 'Milano');
  await page.getByLabel('Provincia', { exact: true }).selectOption('MI');
  await page.getByRole('button', { name: 'Aggiungi alla rubrica' }).click();
  await expect(toast(page, contactMessages.created)).toBeVisible();
};

for (const screen of SCREENS) {
  test.describe(`the address book in the questionnaire on a ${screen.name} (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport });

    test('a client is picked into a landlord, changed, and saved back after seeing the change', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const shot = (step: string) => `rubrica-scelta-${screen.name}-${step}`;
      const cognome = uniqueSurname();
      const display = `${cognome} Mario`;
      const token = await apiToken(request, demo.lawyer);
      const draftName = `Locazione ${cognome}`;
      const draft = await leaseDraftUpToLandlords(request, token, draftName);
      try {
        await signIn(page, demo.lawyer, /\/user\/contratti$/);
        await createClient(page, cognome);

        await page.goto(`${paths.historical}?vista=bozze&cerca=${encodeURIComponent(draftName)}`);
        await page
          .getByRole('row')
          .filter({ hasText: draftName })
          .getByRole('button', { name: 'Riprendi' })
          .click();
        await expectQuestion(page, draft.number, 'Chi concede l’immobile in locazione?');
        const card = page.getByRole('group', { name: 'Locatore 1', exact: true });
        const pick = card.getByRole('button', { name: `${m.pick} per Locatore 1` });

        // Escape closes the picker and gives the focus back to its button.
        await card.focus();
        await activate(page, pick);
        const dialog = page.getByRole('dialog', { name: m.pickTitle('Locatore 1') });
        const search = dialog.getByRole('searchbox', { name: m.searchLabel });
        await expect(search).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(pick).toBeFocused();

        // The visible «Chiudi» closes it too (a phone has no Escape key), on the screen at this width.
        await page.keyboard.press('Enter');
        const close = dialog.getByRole('button', { name: 'Chiudi' });
        await expect(close).toBeInViewport();
        await checkScreen(page, shot('0-chiudi'));
        await close.click();
        await expect(dialog).toHaveCount(0);
        await expect(pick).toBeFocused();

        // Typed, debounced, found; the arrow keys reach the result and Enter picks it.
        await page.keyboard.press('Enter');
        await page.keyboard.type(cognome.slice(3).toLowerCase());
        const option = dialog.getByRole('button', { name: new RegExp(display) });
        await expect(option).toHaveCount(1);
        await expect(option).toContainText('Persona fisica · C.F. RSSMRA85T10A562S · Milano (MI)');
        await expect(dialog.getByRole('status')).toHaveText('1 contatto trovato.');
        await expectNoAxeViolations(page, 'Scegli dalla rubrica');
        await checkScreen(page, shot('1-cerca'));
        await page.keyboard.press('ArrowDown');
        await expect(option).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(dialog).toHaveCount(0);
        await expect(pick).toBeFocused();

        await expect(card.getByLabel('Persona fisica', { exact: true })).toBeChecked();
        const field = (label: string) => card.getByLabel(label, { exact: true });
        await expect(field('Nome')).toHaveValue('Mario');
        await expect(field('Cognome')).toHaveValue(cognome);
        await expect(field('Data di nascita')).toHaveValue('10/12/1985');
        await expect(field('Codice fiscale')).toHaveValue('RSSMRA85T10A562S');
        await expect(field('Comune')).toHaveValue('Milano');
        await expect(card.getByRole('status')).toHaveText(m.filled(display, 'Locatore 1'));
        await expectNoAxeViolations(page, 'Locatore scelto dalla rubrica');
        await checkScreen(page, shot('2-compilato'));

        // A field changed, and saved back: the lawyer sees the change and confirms it.
        await field('Comune').fill('Torino');
        await field('Provincia (sigla)').fill('TO');
        await tabTo(page, card.getByRole('button', { name: `${m.save} Locatore 1` }), { backwards: true });
        await page.keyboard.press('Enter');
        const save = page.getByRole('dialog', { name: m.saveTitle });
        await expect(save).toContainText(m.updateIntro(display));
        const changes = save.getByRole('listitem');
        // The arrow is drawn; a screen reader says «diventa».
        await expect(changes).toHaveText([
          /^Comune: Milano →\s?diventa Torino$/,
          /^Provincia: MI →\s?diventa TO$/,
        ]);
        await expectNoAxeViolations(page, 'Salva in rubrica');
        await checkScreen(page, shot('3-modifiche'));
        await save.getByRole('button', { name: m.confirmUpdate }).click();
        await expect(save).toHaveCount(0);
        await expect(card.getByRole('status')).toHaveText(m.updated(display));

        // Saved again with nothing changed: nothing to save.
        await card.getByRole('button', { name: `${m.save} Locatore 1` }).click();
        await expect(save).toContainText(m.noChanges(display));
        await save.getByRole('button', { name: 'Chiudi' }).click();

        // Back and forth: the card no longer knows its contact, and finds it again by name and codice fiscale.
        await page.getByRole('button', { name: 'Indietro' }).click();
        await expectQuestion(page, draft.number - 1, '');
        await page.getByRole('button', { name: 'Avanti' }).click();
        await expectQuestion(page, draft.number, 'Chi concede l’immobile in locazione?');
        await expect(field('Comune')).toHaveValue('Torino');
        await field('Comune').fill('Moncalieri');
        await card.getByRole('button', { name: `${m.save} Locatore 1` }).click();
        await expect(save).toContainText(m.sameCodeIntro(display));
        await expect(changes).toHaveText([/^Comune: Torino →\s?diventa Moncalieri$/]);
        await save.getByRole('button', { name: m.confirmUpdate }).click();
        await expect(card.getByRole('status')).toHaveText(m.updated(display));

        await page.goto(`${paths.contacts}?cerca=${encodeURIComponent(cognome)}`);
        const rows = page.getByRole('row').filter({ hasText: display });
        await expect(rows, 'one client, though saved from the card twice').toHaveCount(1);
        await expect(rows).toContainText('Moncalieri (TO)');
      } finally {
        const found = await apiCall<{ results: { id: string }[] }>(
          request,
          token,
          'GET',
          `/api/contact?name=${encodeURIComponent(cognome)}`,
        );
        for (const contact of found.results)
          await apiCall(request, token, 'DELETE', `/api/contact/${contact.id}`, undefined, 204).catch(
            () => undefined,
          );
        await request.delete(`/api/contract/${draft.id}`, { headers: { Authorization: `Bearer ${token}` } });
      }
    });
  });
}
