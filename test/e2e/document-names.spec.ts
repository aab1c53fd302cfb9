import { expect, test } from '@playwright/test';
import { paths } from '@redigo/shared/paths';
import { PEOPLE, personItem, type Person } from '../support/party-items';
import { apiToken, demo } from './support/api';
import { completedContract, payContract, templateNamed } from './support/contracts-api';
import { checkScreen } from './support/screens';
import { downloadDocx, signIn, toast } from './support/ui';

const COMODATO = 'Contratto di comodato d’uso gratuito di immobile';
const SCREENS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The answers naming the comodante (the first party): `person`, with `tag` after the surname. */
const comodante = (person: Person, tag: string) => ({
  comodanti: [personItem({ ...person, cognome: `${person.cognome} ${tag}` })],
});

/** Today's date in Italy as the download names it (DD-MM-YYYY). */
const italianToday = () =>
  new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date())
    .replaceAll('/', '-');

for (const screen of SCREENS) {
  test(`two comodati look apart, are found by a party, renamed, and downloaded under their name at ${screen.width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(screen);
    const tag = `Tag${screen.width}${Date.now().toString(36)}`;
    const token = await apiToken(request, demo.lawyer);
    const template = await templateNamed(request, token, COMODATO);
    const rossi = await completedContract(request, token, template, comodante(PEOPLE.marioRossi, tag));
    const esposito = await completedContract(request, token, template, comodante(PEOPLE.ciroEsposito, tag));
    // The archive lists the purchased documents only (docs/product-spec.md, Archive): both are bought.
    await payContract(request, token, template, rossi);
    await payContract(request, token, template, esposito);

    await signIn(page, demo.lawyer, /\/user\/contratti$/);
    await page.goto(paths.historical);
    const search = page.getByRole('searchbox', { name: 'Cerca per nome' });
    await search.fill(tag.toLowerCase());
    const rows = page.getByRole('row');
    await expect(rows.filter({ hasText: `${COMODATO} – Mario Rossi ${tag}` })).toHaveCount(1);
    await expect(rows.filter({ hasText: `${COMODATO} – Ciro Esposito ${tag}` })).toHaveCount(1);
    await checkScreen(page, `95-${screen.width}-archivio-nomi`);

    await search.fill(`esposito ${tag}`);
    await expect(rows.filter({ hasText: 'Mario Rossi' })).toHaveCount(0);
    await expect(rows.filter({ hasText: `Ciro Esposito ${tag}` })).toHaveCount(1);
    await checkScreen(page, `96-${screen.width}-archivio-ricerca-parte`);

    await page.goto(`${paths.documentDetail}?id=${esposito}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${COMODATO} – Ciro Esposito ${tag}` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Rinomina' }).click();
    const field = page.getByLabel('Nome del documento');
    await expect(field).toBeFocused();
    const name = `Comodato Esposito ${tag}: box/cantina d’Àngelo`;
    await field.fill(name);
    await checkScreen(page, `97-${screen.width}-rinomina`);
    // The page's document is fetched again, under its new name, before the download saves it.
    const refetched = page.waitForResponse((response) =>
      response.url().includes(`/api/contract/download/${esposito}`),
    );
    await page.getByRole('button', { name: 'Salva il nome' }).click();
    await refetched;
    await expect(toast(page, 'Nome del documento aggiornato')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('.page-header__subtitle')).toHaveText(COMODATO);

    const download = await downloadDocx(page, () =>
      page.getByRole('button', { name: 'Scarica il documento DOCX' }).click(),
    );
    expect(download.suggestedFilename()).toBe(
      `Comodato Esposito ${tag} box cantina d’Àngelo - ${italianToday()}.docx`,
    );

    await page.goto(paths.historical);
    await page.getByRole('searchbox', { name: 'Cerca per nome' }).fill(`cantina ${tag}`);
    await expect(rows.filter({ hasText: name })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Mario Rossi' })).toHaveCount(0);
    expect(rossi).not.toBe(esposito);
  });
}
