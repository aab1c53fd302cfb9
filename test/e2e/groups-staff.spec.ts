import { expect, test } from '@playwright/test';
import { demo } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { plainDocuments } from './support/group-template';
import { saveScreen } from './support/screens';
import { signIn } from './support/ui';

const title = `Accordo tra le parti ${Math.random().toString(36).slice(2, 8)}`;

test('an editor builds a party group with the preset, copies its tags and tries it in Prova', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const files = plainDocuments();
  await signIn(page, demo.editor, /\/admin\/master-inseriti$/);
  await page.getByRole('link', { name: 'Editor', exact: true }).click();
  await page.getByLabel('Titolo').fill(title);
  await page.getByLabel('Categoria').selectOption({ index: 1 });
  await page.getByLabel('Descrizione').fill('Accordo di prova con le parti come gruppo.');
  await page.getByLabel('Domande (minimo)').fill('1');
  await page.getByLabel('Domande (massimo)').fill('1');
  await page.getByLabel('Minuti di compilazione (minimo)').fill('2');
  await page.getByLabel('Minuti di compilazione (massimo)').fill('5');
  await page.getByLabel('Prezzo in euro (IVA esclusa)').fill('10');
  await page.getByLabel('Link di pagamento Stripe').fill('https://buy.stripe.com/test_parti');
  await page.getByLabel('Master (.docx)').setInputFiles(files.master);
  await page.getByLabel('Anteprima (.docx)').setInputFiles(files.preview);
  await page.getByRole('button', { name: 'Salva e vai alle domande' }).click();

  await page.getByRole('button', { name: 'Parte (persona fisica o giuridica)' }).click();
  await expect(page.getByLabel('Nome di un elemento')).toHaveValue('Parte');
  await page.getByRole('button', { name: 'Sposta giù il campo 2' }).click();
  await expect(page.locator('.questions__meta code').nth(1)).toHaveText('cognome');
  await page.getByRole('button', { name: 'Sposta su il campo 3' }).click();
  await expectNoAxeViolations(page, 'gruppo-editor');
  await saveScreen(page, 'gruppi-staff-editor');
  await page.getByRole('button', { name: 'Salva il gruppo' }).click();

  await expect(page.getByRole('heading', { name: 'Modifica master' })).toBeVisible();
  await page.getByText('Mostra i tag delle domande').click();
  await expect(page.getByText('{parti | elenco:"nome cognome denominazione"}')).toBeVisible();
  await saveScreen(page, 'gruppi-staff-palette');
  await page.getByRole('button', { name: 'Salva e concludi' }).click();
  await expect(page).toHaveURL(/\/admin\/master-inseriti$/);

  await page.getByRole('searchbox', { name: 'Cerca per nome' }).fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: 'Prova', exact: true }).click();
  const card = page.getByRole('group', { name: 'Parte 1', exact: true });
  await card.getByLabel('Persona giuridica').check();
  await expect(card.getByLabel('Nome del legale rappresentante', { exact: true })).toBeVisible();
  await expect(card.getByLabel('Nome', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, 'gruppo-prova');
  await saveScreen(page, 'gruppi-staff-prova');
});
