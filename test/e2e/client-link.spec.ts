import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, apiToken, demo } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { draftUpTo, templateNamed } from './support/contracts-api';
import { activate, chooseOption, tabTo } from './support/keyboard';
import { checkScreen } from './support/screens';
import { signIn, toast } from './support/ui';

const LEASE = 'Contratto di locazione abitativa 4+4';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The tenant as the client types her own data: Anna Bianchi, born in Rome on 1 January 1990. */
const TENANT = {
  Nome: 'Anna',
  Cognome: 'Bianchi',
  'Luogo di nascita': 'Roma (RM)',
  'Data di nascita': '01/01/1990',
  'Codice fiscale': 'BNCNNA90A41H501T',
  'Indirizzo (via e numero civico)': 'Via Appia Nuova 12',
  CAP: '00183',
  Comune: 'Roma',
  'Provincia (sigla)': 'RM',
};

interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
}

const mailsTo = async (request: APIRequestContext, address: string): Promise<OutboxMail[]> =>
  ((await (await request.get('/_local/mail.json')).json()) as OutboxMail[]).filter(
    (mail) => mail.to.toLowerCase() === address.toLowerCase(),
  );

/** The `/cliente/<token>` link mailed to the client. */
const mailedClientLink = async (request: APIRequestContext, address: string): Promise<string> => {
  for (const mail of await mailsTo(request, address)) {
    const link = mail.links.find((candidate) => new URL(candidate).pathname.startsWith('/cliente/'));
    if (link) return link;
  }
  throw new Error(`No client link mailed to ${address}`);
};

/** The newest 6-digit code mailed to the client, once it has come (newer than `after`, when given). */
const mailedCode = async (request: APIRequestContext, address: string, after?: string): Promise<string> => {
  let code: string | undefined;
  await expect
    .poll(async () => {
      for (const mail of await mailsTo(request, address)) {
        const found = /(\d{6})$/.exec(mail.subject)?.[1];
        if (found) {
          code = found;
          return found !== after;
        }
      }
      return false;
    })
    .toBe(true);
  return code ?? '';
};

/** axe and a screenshot of the client's screen on a phone and on a desktop, the phone's size kept after. */
const checkClientScreen = async (page: Page, name: string) => {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['telefono', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page, `${name} (${size})`);
    await checkScreen(page, `client-link-${name}-${size}`);
  }
};

test('the lawyer asks a client for the tenant’s data, the client types them on a phone, the lawyer reviews them', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, demo.lawyer);
  const lease = await templateNamed(request, token, LEASE);
  const name = `Locazione Bianchi ${Date.now()}`;
  const draftId = await draftUpTo(request, token, lease, 'conduttori', name);
  const email = `anna.bianchi.${Date.now()}@example.com`;

  // The lawyer, on a desktop, asks from the archive's drafts.
  await page.setViewportSize(DESKTOP);
  await signIn(page, demo.lawyer, /\/user\/contratti$/);
  await page.goto(`/user/archivio?vista=bozze&cerca=${encodeURIComponent(name)}`);
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('link', { name: 'Chiedi i dati al cliente' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chiedi i dati al cliente' })).toBeVisible();
  const questions = page.getByRole('group', { name: 'Domande da far compilare al cliente' });
  await expect(questions.getByLabel(/^Chi concede l’immobile in locazione\?/)).toBeChecked();
  await questions.getByLabel(/^Chi concede l’immobile in locazione\?/).uncheck();
  await expect(questions.getByLabel(/^Chi prende l’immobile in locazione\?/)).toBeChecked();
  await page.getByLabel('Nome del cliente (o della società)').fill('Anna Bianchi');
  await page.getByLabel('E-mail del cliente').fill(email);
  await page
    .getByLabel('Messaggio per il cliente (facoltativo)')
    .fill('Buongiorno, le chiedo i suoi dati per il contratto.');
  await checkScreen(page, 'client-link-richiesta');
  await page.getByRole('button', { name: 'Invia il link al cliente' }).click();
  await expect(toast(page, `Link inviato a ${email}`)).toBeVisible();
  await expect(page.getByText('Inviato al cliente')).toBeVisible();

  // The client, on a phone, in a browser of her own, with the keyboard only.
  const phoneContext = await browser.newContext({ viewport: PHONE });
  const client = await phoneContext.newPage();
  await client.goto(await mailedClientLink(request, email));
  await expect(
    client.getByRole('heading', { level: 1, name: 'Inserisci i tuoi dati per il contratto' }),
  ).toBeVisible();
  // Who asks, before any code is sent (the preview spends nothing).
  await expect(
    client.getByText(`ti chiede alcuni dati per preparare il contratto «${LEASE}»`, { exact: false }),
  ).toBeVisible();
  await checkClientScreen(client, '1-inizio');
  await activate(client, client.getByRole('button', { name: 'Continua' }));
  await expect(client.getByRole('heading', { level: 1, name: 'Inserisci il codice' })).toBeVisible();
  await expect(client.getByText(`«${LEASE}»`)).toBeVisible();
  const code = await mailedCode(request, email);

  const codeField = client.getByLabel('Codice di 6 cifre');
  await tabTo(client, codeField);
  await client.keyboard.type(code === '000000' ? '000001' : '000000');
  await client.keyboard.press('Enter');
  await expect(client.getByText('Ti restano 4 tentativi', { exact: false })).toBeVisible();
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await checkClientScreen(client, '2-codice-sbagliato');
  await codeField.focus();
  await client.keyboard.press('ControlOrMeta+A');
  await client.keyboard.type(code);
  await client.keyboard.press('Enter');

  await expect(client.getByRole('heading', { level: 1, name: 'Informativa sulla privacy' })).toBeVisible();
  await expect(client.getByText(/Informativa sul trattamento dei dati personali/)).toBeVisible();
  await activate(client, client.getByRole('button', { name: 'Continua' }));
  const read = client.getByLabel('Ho letto l’informativa sulla privacy');
  await expect(read).toBeFocused();
  await expect(
    client.getByText('Per continuare conferma di aver letto l’informativa sulla privacy.'),
  ).toBeVisible();
  await checkClientScreen(client, '3-informativa');
  await client.keyboard.press('Space');
  await activate(client, client.getByRole('button', { name: 'Continua' }));

  await expect(client.locator('.question__text')).toContainText('Chi prende l’immobile in locazione?');
  const card = client.getByRole('group', { name: 'Conduttore 1', exact: true });
  await chooseOption(client, 'Persona fisica');
  for (const [label, value] of Object.entries(TENANT)) {
    await tabTo(client, card.getByLabel(label, { exact: true }));
    await client.keyboard.type(value);
  }
  await expect(client.getByText('Salvato', { exact: true })).toBeVisible();
  await checkClientScreen(client, '4-scheda');
  await activate(client, client.getByRole('button', { name: 'Avanti' }));

  await expect(client.getByRole('heading', { level: 1, name: 'Controlla e invia' })).toBeVisible();
  await expect(client.getByText('Conduttore 1 – Codice fiscale: BNCNNA90A41H501T')).toBeVisible();
  await checkClientScreen(client, '5-controllo');
  await activate(client, client.getByRole('button', { name: "Invia all'avvocato" }));
  const confirm = client.getByRole('dialog', { name: "Inviare i dati all'avvocato?" });
  await activate(client, confirm.getByRole('button', { name: 'Invia' }));
  await expect(client.getByRole('heading', { level: 1, name: 'Dati inviati' })).toBeVisible();
  await checkClientScreen(client, '6-inviati');

  // The link once sent: the page says so, and asks for no code.
  await client.reload();
  await expect(client.getByRole('heading', { level: 1, name: 'Dati già inviati' })).toBeVisible();
  await expect(client.getByRole('button', { name: 'Continua' })).toHaveCount(0);
  await phoneContext.close();

  // The lawyer reviews: every value accepted, the town edited.
  await page.reload();
  const review = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Dati dal cliente' }) });
  await expect(review).toBeVisible();
  await expect(page.getByText('Dati ricevuti')).toBeVisible();
  await review.getByRole('button', { name: 'Accetta tutto' }).click();
  const town = review.getByRole('group', { name: 'Conduttore 1 – Comune' });
  await town.getByLabel('Modifica').check();
  await town.getByLabel('Valore da mettere nella bozza').fill('Roma Capitale');
  await checkScreen(page, 'client-link-esame');
  await expectNoAxeViolations(page, 'esame dei dati del cliente');
  await page.setViewportSize(PHONE);
  await checkScreen(page, 'client-link-esame-telefono');
  await expectNoAxeViolations(page, 'esame dei dati del cliente (telefono)');
  await page.setViewportSize(DESKTOP);
  await review.getByRole('button', { name: 'Applica le decisioni' }).click();
  await expect(toast(page, 'Decisioni applicate alla bozza')).toBeVisible();
  await expect(page.getByText('Esaminato', { exact: true })).toBeVisible();
  await expect(town.getByText('Modificato', { exact: true })).toBeVisible();
  await expect(review.getByRole('button', { name: 'Applica le decisioni' })).toHaveCount(0);

  const answers = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Risposte della bozza' }) });
  const fromClient = answers.getByRole('listitem').filter({ hasText: 'Conduttore 1 – Codice fiscale' });
  await expect(fromClient).toContainText('BNCNNA90A41H501T');
  await expect(fromClient).toContainText('Dal cliente');
  await expect(answers.getByRole('listitem').filter({ hasText: 'Conduttore 1 – Comune' })).toContainText(
    'Roma Capitale',
  );
  await checkScreen(page, 'client-link-bozza');

  // The questionnaire goes on from the draft with the tenant in it.
  await page.getByRole('button', { name: 'Riprendi la bozza' }).click();
  await expect(page).toHaveURL(/\/questionario$/);
  await expect(page.locator('.question__text')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.question__text')).not.toContainText('Chi prende l’immobile in locazione?');

  const stored = await apiCall<{
    detailed_answers: { variable: string; given_answer: string; source?: string }[];
  }>(request, token, 'GET', `/api/contract/${draftId}`);
  expect(
    stored.detailed_answers.find((entry) => entry.variable === 'conduttori.1.codice_fiscale'),
  ).toMatchObject({
    given_answer: 'BNCNNA90A41H501T',
    source: 'cliente',
  });
});

test('«Chiedi i dati al cliente» from the questionnaire, then the link revoked: the client’s page says so', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, demo.lawyer);
  const lease = await templateNamed(request, token, LEASE);
  const name = `Locazione Verdi ${Date.now()}`;
  await draftUpTo(request, token, lease, 'conduttori', name);
  const email = `luca.verdi.${Date.now()}@example.com`;

  await page.setViewportSize(DESKTOP);
  await signIn(page, demo.lawyer, /\/user\/contratti$/);
  await page.goto(`/user/archivio?vista=bozze&cerca=${encodeURIComponent(name)}`);
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Riprendi' }).click();
  await expect(page.locator('.question__text')).toContainText('Chi prende l’immobile in locazione?');
  const opener = page.getByRole('button', { name: 'Chiedi i dati al cliente' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Chiedi i dati al cliente' });
  await expect(dialog.getByLabel(/^Chi prende l’immobile in locazione\?/)).toBeChecked();
  await expectNoAxeViolations(page, 'la richiesta dal questionario');
  await checkScreen(page, 'client-link-richiesta-questionario');
  await dialog.getByRole('button', { name: 'Invia il link al cliente' }).click();
  await expect(dialog.getByText('Indirizzo e-mail del cliente non valido.')).toBeVisible();
  await expect(dialog.getByLabel('Nome del cliente (o della società)')).toBeFocused();
  await dialog.getByLabel('Nome del cliente (o della società)').fill('Luca Verdi');
  await dialog.getByLabel('E-mail del cliente').fill(email);
  await dialog.getByRole('button', { name: 'Invia il link al cliente' }).click();
  await expect(toast(page, `Link inviato a ${email}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await page.getByRole('link', { name: 'Archivio', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Abbandonare la compilazione?' })
    .getByRole('button', { name: 'Abbandona' })
    .click();
  await page.goto(`/user/archivio?vista=bozze&cerca=${encodeURIComponent(name)}`);
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('link', { name: 'Chiedi i dati al cliente' })
    .click();
  await expect(page.getByText('Inviato al cliente')).toBeVisible();
  await page.getByRole('button', { name: 'Ritira il link' }).click();
  await page
    .getByRole('dialog', { name: 'Ritirare il link?' })
    .getByRole('button', { name: 'Ritira il link' })
    .click();
  await expect(toast(page, 'Link ritirato')).toBeVisible();
  await expect(page.getByText('Ritirato', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ritira il link' })).toHaveCount(0);

  const phoneContext = await browser.newContext({ viewport: PHONE });
  const client = await phoneContext.newPage();
  await client.goto(await mailedClientLink(request, email));
  // The first screen already knows: no «Continua», no code asked for.
  await expect(client.getByRole('heading', { level: 1, name: 'Il link non è più valido' })).toBeVisible();
  await expect(client.getByText('l’avvocato lo ha ritirato')).toBeVisible();
  await checkClientScreen(client, '7-ritirato');
  await phoneContext.close();
});
