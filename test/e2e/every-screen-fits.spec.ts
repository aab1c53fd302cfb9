import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AskedQuestion } from '@redigo/shared/domain/question';
import { paths, type PageName } from '@redigo/shared/paths';
import {
  apiCall,
  apiChangeStatus,
  apiRegister,
  apiToken,
  apiVerify,
  demo,
  newRegistration,
} from './support/api';
import { completedContract, payContract, templateNamed } from './support/contracts-api';
import { nda } from './support/nda-path';
import { checkScreen } from './support/screens';
import { signIn } from './support/ui';
import { walkToSummary } from './support/walk-questionnaire';

/**
 * Every page of the SPA, and the journey below that opens it; a page that only sends on elsewhere says so. A page
 * added to paths.ts fails the type check until it is listed here, and the sweep fails until a journey opens it.
 */
const COVERAGE = {
  root: 'redirects',
  login: 'public',
  logout: 'redirects',
  registration: 'public',
  passwordRecovery: 'public',
  resetPassword: 'public',
  verifyEmail: 'public',
  clientForm: 'public',
  user: 'redirects',
  contracts: 'lawyer',
  historical: 'lawyer',
  documentDetail: 'lawyer',
  reservedArea: 'lawyer',
  newContract: 'redirects',
  survey: 'lawyer',
  summary: 'lawyer',
  preview: 'lawyer',
  cart: 'lawyer',
  contacts: 'lawyer',
  addContact: 'lawyer',
  editContact: 'lawyer',
  clientData: 'lawyer',
  studio: 'lawyer',
  studioInvitation: 'lawyer',
  admin: 'redirects',
  usersContracts: 'admin',
  usersContractDetail: 'admin',
  users: 'admin',
  templatesCreated: 'admin',
  templateTestSurvey: 'admin',
  templateTestSummary: 'admin',
  templateTestPreview: 'admin',
  templateHistory: 'admin',
  master: 'admin',
  uploadQuestions: 'admin',
  categories: 'admin',
  newCategory: 'admin',
  addUser: 'admin',
  invoices: 'admin',
} as const satisfies Record<PageName, 'redirects' | 'public' | 'lawyer' | 'admin'>;

const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** A page's address: its path, a `:param` standing for any segment, and any query. */
const pathPattern = (name: PageName) => new RegExp(`${paths[name].replace(/:\w+/g, '[^/]+')}(\\?.*)?$`);

/** A lawyer's own documents for the sweep: one bought, one completed and not bought, one draft. */
const lawyerDocuments = async (request: APIRequestContext) => {
  const token = await apiToken(request, demo.lawyer);
  const template = await templateNamed(request, token, nda.name);
  const paid = await completedContract(request, token, template);
  await payContract(request, token, template, paid);
  const unpaid = await completedContract(request, token, template);
  const first = await apiCall<AskedQuestion>(
    request,
    token,
    'POST',
    `/api/contract/questions?type=${template.id}`,
    {},
  );
  await apiCall(request, token, 'PUT', '/api/contract', {
    type: template.id,
    status: 'TO_COMPLETE',
    answers: { [first.variable]: first.options[0] },
  });
  const contact = await apiCall<{ id: string }>(
    request,
    token,
    'POST',
    '/api/contact',
    {
      kind: 'persona_giuridica',
      denominazione: 'Società Immobiliare Lungotevere dei Mellini e Prati di Castello S.r.l.',
      partita_iva: '12345678903',
      indirizzo: 'Lungotevere dei Mellini 44',
      cap: '00193',
      comune: 'Roma',
      provincia: 'RM',
      rappresentante_nome: 'Anna',
      rappresentante_cognome: 'Bianchi',
      rappresentante_qualifica: 'Amministratrice unica',
    },
    201,
  );
  return { paid, unpaid, contact: contact.id };
};

for (const screen of SCREENS) {
  test.describe(`every screen at ${screen.width} px`, () => {
    test.use({ viewport: screen });
    const checked = new Set<PageName>();

    /** On `name` once `ready` shows: the page is no wider than the screen, and the usual checks of checkScreen. */
    const fits = async (page: Page, name: PageName, ready: Locator) => {
      await expect(page).toHaveURL(pathPattern(name));
      await expect(ready.first()).toBeVisible({ timeout: 15_000 });
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(
        scrollWidth,
        `${name} is ${scrollWidth} px wide on a ${clientWidth} px screen`,
      ).toBeLessThanOrEqual(clientWidth);
      await checkScreen(page, `90-${screen.width}-${name}`);
      checked.add(name);
    };

    test('the public pages', async ({ page }) => {
      await page.goto(paths.login);
      await fits(page, 'login', page.getByRole('button', { name: 'Accedi' }));
      await page.goto(paths.registration);
      await page.getByRole('button', { name: 'Registrati' }).click();
      await fits(page, 'registration', page.getByText('Campo obbligatorio.'));
      await page.goto(paths.passwordRecovery);
      await fits(page, 'passwordRecovery', page.getByLabel('PEC', { exact: true }));
      await page.goto(`${paths.resetPassword}?token=sconosciuto`);
      await fits(page, 'resetPassword', page.getByLabel('Nuova password', { exact: true }));
      await page.goto(`${paths.verifyEmail}?token=sconosciuto`);
      await fits(page, 'verifyEmail', page.getByText("Verifica dell'E-mail fallita"));
      // An unknown link says so from its first screen (the preview spends nothing).
      await page.goto('/cliente/sconosciuto');
      await fits(page, 'clientForm', page.getByRole('heading', { level: 1, name: 'Link non trovato' }));
    });

    test("the lawyer's pages, the wizard's steps included", async ({ page, request }) => {
      test.setTimeout(180_000);
      const { paid, unpaid, contact } = await lawyerDocuments(request);
      await signIn(page, demo.lawyer, /\/user\/contratti$/);
      await fits(page, 'contracts', page.locator('.template-card__action'));
      await page.goto(paths.historical);
      await fits(page, 'historical', page.getByRole('row').nth(1));
      await page.goto(`${paths.documentDetail}?id=${paid}`);
      await fits(page, 'documentDetail', page.getByRole('button', { name: 'Scarica il documento DOCX' }));
      await page.goto(paths.contacts);
      await fits(page, 'contacts', page.getByRole('row').nth(1));
      await page.goto(paths.addContact);
      await fits(page, 'addContact', page.getByRole('button', { name: 'Aggiungi alla rubrica' }));
      await page.goto(`${paths.editContact}?id=${contact}`);
      await fits(page, 'editContact', page.getByRole('button', { name: 'Salva le modifiche' }));
      await page.goto(paths.reservedArea);
      await fits(page, 'reservedArea', page.getByRole('heading', { name: 'Dati di fatturazione' }));
      await page.goto(paths.studio);
      await fits(page, 'studio', page.getByRole('heading', { name: /^(Crea lo studio|Componenti)$/ }));
      await page.goto(`${paths.studioInvitation}?token=sconosciuto`);
      await fits(page, 'studioInvitation', page.getByRole('button', { name: 'Accetta l’invito' }));

      await page.goto(`${paths.documentDetail}?id=${unpaid}`);
      await page.getByRole('button', { name: 'Acquista' }).click();
      await fits(page, 'cart', page.getByText('Documento generato'));
      await page.getByRole('link', { name: "Torna all'anteprima" }).click();
      await fits(page, 'preview', page.locator('.file-card__size'));
      const notice = page.getByRole('button', { name: 'Ho capito' });
      if (await notice.isVisible()) await notice.click();
      await page.getByRole('link', { name: 'Torna al riepilogo' }).click();
      await fits(page, 'summary', page.locator('.summary__item'));

      await page.goto(`${paths.historical}?vista=bozze`);
      await page.getByRole('link', { name: 'Chiedi i dati al cliente' }).first().click();
      await fits(page, 'clientData', page.getByRole('button', { name: 'Invia il link al cliente' }));

      await page.goto(`${paths.historical}?vista=bozze`);
      await page.getByRole('button', { name: 'Riprendi' }).first().click();
      await fits(page, 'survey', page.getByRole('button', { name: 'Avanti' }));
    });

    test("a studio's pages as its titolare: the members, the invitations, the invoices, the archive's scope", async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const titolare = newRegistration('Giulia', 'Rossi');
      await apiRegister(request, titolare);
      await apiVerify(request, titolare.pec);
      await apiChangeStatus(request, titolare.pec, 'confermato');
      const token = await apiToken(request, titolare);
      await apiCall(
        request,
        token,
        'POST',
        '/api/studio',
        {
          billing: {
            kind: 'studio',
            denominazione: 'Studio Legale Associato Rossi Bianchi Verdi Lungotevere dei Mellini Roma',
            codice_fiscale: '12345678903',
            partita_iva: '12345678903',
            indirizzo: 'Lungotevere dei Mellini 44',
            cap: '00193',
            comune: 'Roma',
            provincia: 'RM',
          },
        },
        201,
      );
      await apiCall(
        request,
        token,
        'POST',
        '/api/studio/invitations',
        { pec: newRegistration('Marco', 'Verdi').pec, role: 'collaboratore' },
        201,
      );
      const template = await templateNamed(request, token, nda.name);
      await completedContract(request, token, template);
      await signIn(page, titolare, /\/user\/contratti$/);
      await page.goto(paths.studio);
      await fits(page, 'studio', page.getByRole('heading', { name: 'Fatture dello studio' }));
      await expect(page.getByText('In attesa di risposta')).toBeVisible();
      await page.goto(`${paths.historical}?vista=da-acquistare&ambito=studio`);
      await fits(page, 'historical', page.getByRole('row').nth(1));
      await expect(
        page.getByRole('group', { name: 'Documenti:' }).getByRole('button', { name: 'Dello studio' }),
      ).toHaveAttribute('aria-pressed', 'true');
    });

    test("the staff's pages, a test run included", async ({ page, request }) => {
      test.setTimeout(180_000);
      // A registration waiting for approval, with a long PEC: the users table must still fit with its actions.
      const pending = {
        ...newRegistration('Massimiliano', 'Bartolomeoni-Castelfranchi'),
        pec: `massimiliano.bartolomeoni.castelfranchi.${Date.now()}@pec.ordineavvocatimilano.it`,
      };
      await apiRegister(request, pending);
      await apiVerify(request, pending.pec);
      await signIn(page, demo.admin, /\/admin\/contratti-utenti$/);
      await fits(page, 'usersContracts', page.getByRole('row').nth(1));
      await page.getByRole('button', { name: 'Apri dettaglio' }).first().click();
      await fits(page, 'usersContractDetail', page.getByText('Risposte date durante il questionario'));
      await page.goto(paths.users);
      await fits(page, 'users', page.getByRole('button', { name: 'Accetta' }));
      await page.goto(paths.categories);
      await fits(page, 'categories', page.getByRole('row').nth(1));
      await page.goto(paths.newCategory);
      await fits(page, 'newCategory', page.getByRole('button', { name: 'Crea categoria' }));
      await page.goto(paths.addUser);
      await fits(page, 'addUser', page.getByLabel('PEC', { exact: true }));
      await page.goto(paths.invoices);
      await fits(page, 'invoices', page.getByRole('heading', { name: 'Fatture' }));
      await page.goto(paths.master);
      await fits(page, 'master', page.getByText('Documento Word (.docx)'));
      await page.getByRole('button', { name: 'Aggiungi domanda' }).click();
      await fits(page, 'uploadQuestions', page.getByRole('button', { name: 'Aggiungi risposta' }));

      await page.goto(paths.templatesCreated);
      const row = page.getByRole('row', { name: new RegExp(nda.name.replace(/[()]/g, '\\$&')) });
      await fits(page, 'templatesCreated', row);
      await row.getByRole('link', { name: /^Cronologia/ }).click();
      await fits(page, 'templateHistory', page.getByRole('heading', { name: 'Versione 1' }));
      await page.goto(paths.templatesCreated);
      await row.getByRole('button', { name: 'Prova', exact: true }).click();
      await fits(page, 'templateTestSurvey', page.getByRole('button', { name: 'Avanti' }));
      await walkToSummary(page, pathPattern('templateTestSummary'));
      await fits(page, 'templateTestSummary', page.locator('.summary__item'));
      await page.getByRole('button', { name: "Vai all'anteprima" }).click();
      await fits(page, 'templateTestPreview', page.locator('.file-card__size'));
    });

    test('opened every page but those that only send on elsewhere', () => {
      const expected = (Object.keys(COVERAGE) as PageName[]).filter((name) => COVERAGE[name] !== 'redirects');
      expect([...checked].sort()).toEqual(expected.sort());
    });
  });
}
