import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { paths } from '@redigo/shared/paths';
import {
  apiChangeStatus,
  apiRegister,
  apiVerify,
  mailedLink,
  newRegistration,
  type Registration,
} from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { nda, ndaShortPath } from './support/nda-path';
import { answerAll, expectQuestion } from './support/questionnaire';
import { checkScreen } from './support/screens';
import { downloadDocx, signIn } from './support/ui';

/** A lawyer registered, verified and approved, with a fresh PEC. */
const approvedLawyer = async (request: APIRequestContext, name: string, surname: string) => {
  const person = newRegistration(name, surname);
  await apiRegister(request, person);
  await apiVerify(request, person.pec);
  await apiChangeStatus(request, person.pec, 'confermato');
  return person;
};

/** On a screen of the studio: nothing unnamed or scrolling sideways, and axe finds nothing. */
const screen = async (page: Page, name: string) => {
  await checkScreen(page, name);
  await expectNoAxeViolations(page, name);
};

const studioName = `Studio Legale Associato Rossi Verdi ${Date.now() % 100000}`;

/** The titolare creates the studio from «Studio» with the billing form's fields. */
const createStudio = async (page: Page) => {
  await page.getByRole('link', { name: 'Studio', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Crea lo studio' })).toBeVisible();
  await screen(page, '120-studio-crea');
  const card = page.locator('.card', { has: page.getByRole('heading', { name: 'Crea lo studio' }) });
  await card.getByLabel('Denominazione dello studio', { exact: true }).fill(studioName);
  await card.getByLabel('Codice fiscale', { exact: true }).fill('12345678903');
  await card.getByLabel('Partita IVA', { exact: true }).fill('12345678903');
  await card.getByLabel('Indirizzo (via e numero civico)', { exact: true }).fill('Corso Italia 10');
  await card.getByLabel('CAP', { exact: true }).fill('2012');
  await card.getByLabel('Comune', { exact: true }).fill('Milano');
  await card.getByLabel('Provincia', { exact: true }).selectOption('MI');
  await card.getByRole('button', { name: 'Crea lo studio' }).click();
  await expect(card.getByText('CAP non valido: servono 5 cifre.')).toBeVisible();
  await card.getByLabel('CAP', { exact: true }).fill('20122');
  await card.getByRole('button', { name: 'Crea lo studio' }).click();
  await expect(page.getByRole('heading', { name: 'Componenti' })).toBeVisible();
  await expect(page.getByText(`${studioName}: il tuo ruolo è titolare.`)).toBeVisible();
};

/** The titolare invites a colleague by PEC with a role: the invitation is listed as waiting. */
const invite = async (page: Page, pec: string, role: 'Avvocato' | 'Collaboratore') => {
  await page.getByLabel('PEC del collega', { exact: true }).fill(pec);
  await page.getByLabel('Ruolo nello studio', { exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: 'Invia l’invito' }).click();
  await expect(page.getByRole('row').filter({ hasText: pec })).toContainText('In attesa di risposta');
};

/** The invited lawyer opens the mailed link signed out: the login, then back to the invitation, accepted. */
const acceptInvitation = async (browser: Browser, person: Registration, shot?: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const link = await mailedLink(context.request, person.pec, paths.studioInvitation);
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?ritorno=/);
  await page.getByLabel('PEC', { exact: true }).fill(person.pec);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.studioInvitation}\\?token=`));
  if (shot) await screen(page, shot);
  await page.getByRole('button', { name: 'Accetta l’invito' }).click();
  await expect(page.getByText(`Ora fai parte di «${studioName}»`)).toBeVisible();
  if (shot) await screen(page, `${shot}-accettato`);
  // The same link again: used, so no longer valid.
  await page.goto(link);
  await page.getByRole('button', { name: 'Accetta l’invito' }).click();
  await expect(page.getByText('Link non valido o scaduto')).toBeVisible();
  if (shot) await screen(page, `${shot}-non-valido`);
  return page;
};

test('a studio: created, colleagues invited by PEC, a draft the collaboratore prepares and the avvocato buys, the titolare’s invoice', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const titolare = await approvedLawyer(request, 'Giulia', 'Rossi');
  const avvocato = await approvedLawyer(request, 'Marco', 'Verdi');
  const collaboratore = await approvedLawyer(request, 'Sara', 'Neri');

  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, titolare, /\/user\/contratti$/);
  await createStudio(owner);
  await invite(owner, avvocato.pec, 'Avvocato');
  await invite(owner, collaboratore.pec, 'Collaboratore');
  await screen(owner, '121-studio-titolare');

  const lawyer = await acceptInvitation(browser, avvocato, '122-invito');
  const helper = await acceptInvitation(browser, collaboratore);

  // The collaboratore starts the NDA: two answers, saved as a studio draft.
  await helper.getByRole('link', { name: 'Nuovo documento', exact: true }).click();
  await helper.getByRole('button', { name: nda.name }).click();
  await answerAll(helper, ndaShortPath.slice(0, 2));
  await expectQuestion(helper, 3, ndaShortPath[2]?.text ?? '');
  await expect(helper.getByText("Bozza salvata nell'archivio")).toBeVisible();
  await helper.goto(paths.studio);
  await expect(helper.getByText(`${studioName}: il tuo ruolo è collaboratore.`)).toBeVisible();
  await expect(helper.getByRole('button', { name: 'Invia l’invito' })).toHaveCount(0);
  await screen(helper, '123-studio-collaboratore');

  // The avvocato finds it among the studio's drafts, with whose it is, and completes it.
  await lawyer.goto(`${paths.historical}?vista=bozze`);
  await lawyer.getByRole('button', { name: 'Dello studio', exact: true }).click();
  const draft = lawyer.getByRole('row').filter({ hasText: 'di Sara Neri' });
  await expect(draft).toHaveCount(1);
  // Deleting it is its owner's alone (403 for another member): no «Elimina» on a colleague's draft.
  await expect(draft.getByRole('button', { name: 'Elimina' })).toHaveCount(0);
  await screen(lawyer, '124-archivio-studio');
  await draft.getByRole('button', { name: 'Riprendi' }).click();
  await answerAll(lawyer, ndaShortPath.slice(2), 3);
  await expect(lawyer).toHaveURL(/\/riepilogo$/, { timeout: 15_000 });
  await lawyer.getByRole('button', { name: "Vai all'anteprima" }).click();
  await expect(lawyer.locator('.file-card__size')).toBeVisible();
  await lawyer.getByRole('button', { name: 'Vai al pagamento' }).click();
  await expect(lawyer.getByText(`La fattura sarà intestata allo studio «${studioName}»`)).toBeVisible();
  await screen(lawyer, '125-carrello-studio');
  await lawyer.getByRole('button', { name: 'Acquista' }).click();
  await expect(lawyer).toHaveURL(new RegExp(`/_local/stripe/pay/${nda.paymentLink}\\?`));
  await lawyer.getByRole('button', { name: 'Paga' }).click();
  await expect(lawyer).toHaveURL(/\/user\/archivio\/dettaglio-documento\?id=/, { timeout: 20_000 });
  await expect(lawyer.getByText('Pagamento effettuato con successo')).toBeVisible();
  const detail = lawyer.url();
  await downloadDocx(lawyer, () => lawyer.getByRole('button', { name: 'Scarica il documento DOCX' }).click());

  // The collaboratore reads the bought document but downloads nothing.
  await helper.goto(detail.replace(/^https?:\/\/[^/]+/, ''));
  await expect(helper.getByText('Il documento è scaricabile dagli avvocati dello studio')).toBeVisible();
  await expect(helper.getByRole('button', { name: 'Scarica il documento DOCX' })).toHaveCount(0);
  await expect(helper.getByRole('switch', { name: 'Riservato' })).not.toBeChecked();
  await screen(helper, '126-dettaglio-collaboratore');

  // The titolare finds the invoice among the studio's, bought by the avvocato, and downloads it and the month.
  await owner.reload();
  const invoices = owner.locator('.card', {
    has: owner.getByRole('heading', { name: 'Fatture dello studio' }),
  });
  const row = invoices.getByRole('row').filter({ hasText: 'Marco Verdi' });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  // Bought by the avvocato who paid (the session's PEC), not by the collaboratore who made the draft.
  await expect(invoices.getByRole('row').filter({ hasText: 'Sara Neri' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^XML/ })).toBeVisible({ timeout: 15_000 });
  await screen(owner, '127-studio-fatture');
  const [xml] = await Promise.all([
    owner.waitForEvent('download'),
    row.getByRole('button', { name: /^XML/ }).click(),
  ]);
  expect(xml.suggestedFilename()).toMatch(/\.xml$/);
  const content = readFileSync(await xml.path(), 'utf8');
  expect(content).toContain('<CessionarioCommittente>');
  expect(content).toContain(studioName);
  const [pdf] = await Promise.all([
    owner.waitForEvent('download'),
    row.getByRole('button', { name: /^PDF/ }).click(),
  ]);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  const [zip] = await Promise.all([
    owner.waitForEvent('download'),
    invoices.getByRole('button', { name: 'Scarica le fatture del mese (.zip)' }).click(),
  ]);
  expect(
    readFileSync(await zip.path())
      .subarray(0, 2)
      .toString('latin1'),
  ).toBe('PK');
});
