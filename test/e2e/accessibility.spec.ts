import { expect, test, type Page } from '@playwright/test';
import { apiRegister, apiToken, apiVerify, demo, newRegistration } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { completedContract, payContract, saveBillingData, templateNamed } from './support/contracts-api';
import { signIn } from './support/ui';

const NDA = 'Accordo di riservatezza (NDA)';

const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'telefono', viewport: { width: 390, height: 844 } },
] as const;

/** Opens a page by its address and waits for its main heading. */
const visit = async (page: Page, path: string, heading: string | RegExp): Promise<void> => {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible();
};

/** Opens a dialog with `open`, audits the page with it open, then closes it with its cancel button. */
const auditDialog = async (
  page: Page,
  title: string,
  open: () => Promise<void>,
  cancel: string,
  screen: string,
) => {
  await open();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, screen);
  await dialog.getByRole('button', { name: cancel, exact: true }).click();
  await expect(dialog).toHaveCount(0);
};

for (const screen of SCREENS) {
  test.describe(`axe on a ${screen.name} (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport });

    test('the public pages have no violations', async ({ page }) => {
      await visit(page, '/login', 'Accedi');
      await expectNoAxeViolations(page, 'login');
      await page.getByRole('button', { name: 'Accedi' }).click();
      await expect(page.getByText('Campo obbligatorio.').first()).toBeVisible();
      await expectNoAxeViolations(page, 'login con errori');

      await visit(page, '/registrazione', 'Registrati');
      await expectNoAxeViolations(page, 'registrazione');
      await page.getByRole('button', { name: 'Registrati' }).click();
      await expect(page.getByText('Campo obbligatorio.').first()).toBeVisible();
      await expectNoAxeViolations(page, 'registrazione con errori');

      await visit(page, '/recupero-password', 'Recupera la password');
      await expectNoAxeViolations(page, 'recupero password');
      await visit(page, '/verify-email?token=inesistente', "Verifica dell'E-mail fallita");
      await expectNoAxeViolations(page, 'verifica e-mail fallita');
      await visit(page, '/reset-password?token=inesistente', /password/i);
      await expectNoAxeViolations(page, 'reset password');
    });

    test("the lawyer's pages and the abandon dialog have no violations", async ({ page, request }) => {
      const token = await apiToken(request, demo.lawyer);
      const nda = await templateNamed(request, token, NDA);
      await saveBillingData(request, demo.lawyer.pec, demo.lawyer.password);
      const unpaid = await completedContract(request, token, nda);
      const paid = await completedContract(request, token, nda);
      await payContract(request, token, nda, paid);

      await signIn(page, demo.lawyer, /\/user\/contratti$/);
      await expect(page.getByRole('heading', { name: NDA })).toBeVisible();
      await expectNoAxeViolations(page, 'catalogo');
      await page.getByRole('button', { name: NDA }).click();
      await expect(page.getByText('Domanda 1', { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('.reveal__word').last()).toHaveCSS('opacity', '1');
      await expectNoAxeViolations(page, 'questionario');
      await auditDialog(
        page,
        'Abbandonare la compilazione?',
        () => page.getByRole('button', { name: 'Abbandona' }).click(),
        'Continua la compilazione',
        'dialogo abbandona',
      );

      await visit(page, `/user/archivio/dettaglio-documento?id=${unpaid}`, NDA);
      await expectNoAxeViolations(page, 'dettaglio non acquistato');
      await page.getByRole('button', { name: 'Acquista' }).click();
      await expect(page.getByText('Documento generato')).toBeVisible();
      await expectNoAxeViolations(page, 'carrello');
      await page.getByRole('link', { name: "Torna all'anteprima" }).click();
      await expect(page.locator('.file-card__size')).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Riferimenti incrociati' })).toHaveCount(0);
      await expectNoAxeViolations(page, 'anteprima');
      await page.getByRole('link', { name: 'Torna al riepilogo' }).click();
      await expect(page.locator('.summary__item').first()).toBeVisible();
      await expectNoAxeViolations(page, 'riepilogo');
      await page.getByRole('button', { name: 'Abbandona' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Abbandona' }).click();

      await visit(page, `/user/archivio/dettaglio-documento?id=${paid}`, NDA);
      await expect(page.getByText(/^Fattura n\. /)).toBeVisible({ timeout: 15_000 });
      await expectNoAxeViolations(page, 'dettaglio pagato con fattura');
      await visit(page, '/user/archivio', 'Archivio');
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expectNoAxeViolations(page, 'archivio');
      await visit(page, '/user/area-personale', /Profilo|Area personale/);
      await expectNoAxeViolations(page, 'profilo');
    });

    test("the staff's pages and the users' dialogs have no violations", async ({ page, request }) => {
      const person = newRegistration('Elena', 'Costa');
      await apiRegister(request, person);
      await apiVerify(request, person.pec);

      await signIn(page, demo.admin, /\/admin\/contratti-utenti$/);
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await expectNoAxeViolations(page, 'documenti generati');

      await visit(page, '/admin/utenti', 'Utenti');
      const pending = page.getByRole('row', { name: new RegExp(person.pec.replace(/\./g, '\\.')) });
      await expect(pending).toBeVisible();
      await expectNoAxeViolations(page, 'utenti e registrazioni');
      await auditDialog(
        page,
        'Accettare la registrazione?',
        () => pending.getByRole('button', { name: 'Accetta' }).click(),
        'Annulla',
        'dialogo accetta',
      );
      await auditDialog(
        page,
        'Rifiutare la registrazione?',
        () => pending.getByRole('button', { name: 'Rifiuta' }).click(),
        'Annulla',
        'dialogo rifiuta',
      );
      const confirmed = page.getByRole('row', { name: new RegExp(demo.lawyer.pec.replace(/\./g, '\\.')) });
      await auditDialog(
        page,
        'Sospendere l’account?',
        () => confirmed.getByRole('button', { name: 'Sospendi' }).click(),
        'Annulla',
        'dialogo sospendi',
      );

      await visit(page, '/admin/master-inseriti', 'Master inseriti');
      const nda = page.getByRole('row', { name: new RegExp(NDA.replace(/[()]/g, '\\$&')) });
      await expect(nda).toBeVisible();
      await expectNoAxeViolations(page, 'master inseriti');
      await nda.getByRole('button', { name: 'Prova' }).click();
      await expect(page.getByText('Domanda 1', { exact: true })).toBeVisible({ timeout: 15_000 });
      await expectNoAxeViolations(page, 'prova del master');

      await visit(page, '/admin/master-inseriti', 'Master inseriti');
      await nda.getByRole('button', { name: 'Modifica' }).click();
      await expect(page.getByRole('heading', { name: 'Dati generali' })).toBeVisible();
      await expectNoAxeViolations(page, 'modulo del master');

      await visit(page, '/admin/categorie', 'Categorie inserite');
      await expectNoAxeViolations(page, 'categorie');
      await visit(page, '/admin/nuova-categoria', /categoria/i);
      await expectNoAxeViolations(page, 'nuova categoria');
      await visit(page, '/admin/crea-editor', /editor/i);
      await expectNoAxeViolations(page, 'crea editor');
      await visit(page, '/admin/fatture', 'Fatture');
      await expectNoAxeViolations(page, 'fatture');
    });
  });
}
