import { expect, test, type Page } from '@playwright/test';
import { contactMessages as m } from '@redigo/shared/messages/contacts';
import { demo } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { activate, expectFocusTrapped, tabTo } from './support/keyboard';
import { checkScreen } from './support/screens';
import { signIn, toast } from './support/ui';

const SCREENS = [
  {
    name: 'desktop',
    viewport: { width: 1280, height: 900 },
    client: {
      nome: 'Giovanna',
      cognome: 'Esposito',
      codiceFiscale: 'SPSGNN80A41F839U',
      sesso: 'F',
      nata: '01/01/1980',
    },
  },
  {
    name: 'telefono',
    viewport: { width: 390, height: 844 },
    client: {
      nome: 'Lorenzo',
      cognome: 'Ferraro',
      codiceFiscale: 'FRRLNZ92M15L219F',
      sesso: 'M',
      nata: '15/08/1992',
    },
  },
] as const;

/** Opens the Rubrica from the sidebar, folded behind Menu on a phone. */
const openRubrica = async (page: Page, narrow: boolean) => {
  if (narrow) await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Navigazione principale' })
    .getByRole('link', { name: 'Rubrica' })
    .click();
  await expect(page).toHaveURL(/\/user\/rubrica$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rubrica' })).toBeVisible();
};

/** Types into the field with the keyboard: Tab until it has focus, then the text. */
const typeInto = async (page: Page, label: string, text: string) => {
  await tabTo(page, page.getByLabel(label, { exact: true }));
  await page.keyboard.type(text);
};

for (const screen of SCREENS) {
  test.describe(`the Rubrica on a ${screen.name} (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport });

    test('a client is created by keyboard, found, edited and deleted, every screen axe-clean', async ({
      page,
    }) => {
      const { client } = screen;
      const shot = (step: string) => `rubrica-${screen.name}-${step}`;
      await signIn(page, demo.lawyer, /\/user\/contratti$/);
      await openRubrica(page, screen.viewport.width < 900);
      await expectNoAxeViolations(page, 'Rubrica');
      await checkScreen(page, shot('1-elenco'));

      // «Nuovo contatto»: the kind, then the fields, by keyboard alone.
      await activate(page, page.getByRole('link', { name: 'Nuovo contatto' }));
      await expect(page).toHaveURL(/\/user\/rubrica\/nuovo$/);
      await expect(page.getByRole('radio', { name: /Persona fisica/ })).toBeChecked();
      await typeInto(page, 'Nome', client.nome);
      await typeInto(page, 'Cognome', client.cognome);
      await typeInto(page, 'Codice fiscale', client.codiceFiscale.toLowerCase());
      await expect(page.getByLabel('Sesso')).toHaveValue(
        'F'.repeat(client.nome === 'Giovanna' ? 1 : 0) || 'M',
      );
      await expect(page.getByLabel('Data di nascita (gg/mm/aaaa)')).toHaveValue(client.nata);
      await typeInto(page, 'Luogo di nascita', 'Napoli');
      await typeInto(page, 'Indirizzo (via e numero civico)', 'Via Toledo 256');
      await typeInto(page, 'CAP', '801');
      const submit = page.getByRole('button', { name: 'Aggiungi alla rubrica' });
      const before = await submit.boundingBox();
      await page.keyboard.press('Tab');
      await expect(page.getByText(m.cap)).toBeVisible();
      expect(await submit.boundingBox(), 'a message appearing moves nothing below it').toEqual(before);
      await expectNoAxeViolations(page, 'Nuovo contatto con un errore');
      await checkScreen(page, shot('2-nuovo-errore'));
      await tabTo(page, page.getByLabel('CAP', { exact: true }), { backwards: true });
      await page.keyboard.press('End');
      await page.keyboard.type('34');
      await typeInto(page, 'Comune', 'Napoli');
      await tabTo(page, page.getByLabel('Provincia', { exact: true }));
      await page.keyboard.type('Napoli');
      await expect(page.getByLabel('Provincia', { exact: true })).toHaveValue('NA');
      await expect(page.getByText(m.cap)).toHaveCount(0);
      await activate(page, submit);
      await expect(toast(page, m.created)).toBeVisible();
      await expect(page).toHaveURL(/\/user\/rubrica$/);

      // Found by a part of `cognome nome`, whatever the case.
      await page
        .getByRole('searchbox', { name: 'Cerca per nome o denominazione' })
        .fill(`${client.cognome.slice(2).toUpperCase()} ${client.nome.slice(0, 3)}`);
      await expect(page).toHaveURL(new RegExp(`cerca=${client.cognome.slice(2).toUpperCase()}`));
      const row = page.getByRole('row').filter({ hasText: `${client.cognome} ${client.nome}` });
      await expect(row).toHaveCount(1);
      await expect(page.getByRole('row')).toHaveCount(2);
      await expect(row).toContainText(client.codiceFiscale);
      await expectNoAxeViolations(page, 'Rubrica, ricerca');
      await checkScreen(page, shot('3-ricerca'));

      // «Modifica»: the comune changes, the rest stays.
      await activate(page, row.getByRole('link', { name: `Modifica ${client.cognome} ${client.nome}` }));
      await expect(page.getByRole('heading', { level: 1, name: 'Modifica contatto' })).toBeVisible();
      await expect(page.getByLabel('Data di nascita (gg/mm/aaaa)')).toHaveValue(client.nata);
      await tabTo(page, page.getByLabel('Comune', { exact: true }));
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Pozzuoli');
      await expectNoAxeViolations(page, 'Modifica contatto');
      await checkScreen(page, shot('4-modifica'));
      await activate(page, page.getByRole('button', { name: 'Salva le modifiche' }));
      await expect(toast(page, m.saved)).toBeVisible();
      await page.getByRole('searchbox', { name: 'Cerca per nome o denominazione' }).fill(client.cognome);
      await expect(page).toHaveURL(new RegExp(`cerca=${client.cognome}`));
      await expect(
        page.getByRole('row').filter({ hasText: `${client.cognome} ${client.nome}` }),
      ).toContainText('Pozzuoli (NA)');

      // «Elimina»: Escape keeps it; the confirmation deletes it for good.
      const remove = page.getByRole('button', { name: `Elimina ${client.cognome} ${client.nome}` });
      await activate(page, remove);
      const dialog = page.getByRole('dialog', { name: 'Eliminare il contatto?' });
      await expect(dialog).toContainText(
        `«${client.cognome} ${client.nome}» sarà eliminato dalla rubrica per sempre.`,
      );
      await expectNoAxeViolations(page, 'Eliminare il contatto?');
      await checkScreen(page, shot('5-elimina'));
      await expectFocusTrapped(page, dialog, remove);
      await page.keyboard.press('Enter');
      await dialog.getByRole('button', { name: 'Elimina' }).press('Enter');
      await expect(toast(page, m.deleted)).toBeVisible();
      await expect(page.getByText(m.noMatch)).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Cerca per nome o denominazione' })).toBeFocused();
    });
  });
}
