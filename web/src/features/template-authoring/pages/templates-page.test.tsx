/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Template } from '@redigo/shared/domain/template';
import { adminMessages } from '@redigo/shared/messages/admin';
import { templateVersionMessages as m } from '@redigo/shared/messages/template-versions';
import { paths } from '@redigo/shared/paths';
import { getNewContract } from '../../questionnaire';
import { renderPage } from '../../../test-support/render';
import { stubFetch, type StubbedCall } from '../../../test-support/stub-fetch';
import { clearDraft, getDraft } from '../stores/template-draft-store';
import { TemplatesPage } from './templates-page';

const template = (id: string, name: string, status: Template['status']): Template => ({
  id,
  name,
  description: 'Descrizione',
  price: 49.9,
  categoryId: { id: 'c1', name: 'Locazioni' },
  stripe_url: 'https://buy.stripe.com/x',
  json_questions: [],
  file_name: 'm.docx',
  preview_name: 'p.docx',
  min_time: 5,
  max_time: 10,
  min_questions: 2,
  max_questions: 6,
  status,
  published_version: 1,
  content_version: 1,
  userId: { id: 'e1', name: 'Elena', surname: 'Conti' },
  createdAt: '2026-03-05T08:07:00Z',
  updatedAt: '2026-03-05T08:07:00Z',
});

const list = [template('t1', 'Locazione', 'PUBLISHED'), template('t2', 'NDA', 'SUSPENDED')];
const paged = (results: Template[]) => ({
  data: { results, page: 1, totalPages: 1, totalResults: results.length },
});
const categories = {
  data: { results: [{ id: 'c1', name: 'Locazioni' }], page: 1, totalPages: 1, totalResults: 1 },
};

const serve = (other: (call: StubbedCall) => { status: number; body?: unknown } | null = () => null) =>
  stubFetch((call) => {
    const answer = other(call);
    if (answer) return answer;
    if (call.url.startsWith('/api/category')) return { status: 200, body: categories };
    if (call.url.startsWith('/api/template/t1')) return { status: 200, body: { data: list[0] } };
    return { status: 200, body: paged(call.url.includes('name=') ? [] : list) };
  });

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

const renderList = () =>
  renderPage(paths.templatesCreated, <TemplatesPage />, {
    [paths.templateTestSurvey]: <p>prova</p>,
    [paths.master]: <p>editor del master</p>,
  });

describe('templates page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    clearDraft();
  });

  it('shows title, editor, creation date, and the status with Pubblica only on suspended templates', async () => {
    // Prepare
    serve();

    // Act
    renderList();

    // Assess
    await screen.findByText('Locazione');
    expect(within(row('Locazione')).getByText('Elena Conti')).toBeInTheDocument();
    expect(within(row('Locazione')).getByText('05/03/2026 - 09:07')).toBeInTheDocument();
    expect(
      within(row('Locazione'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Sospendi', 'Prova', 'Modifica', 'Elimina']);
    expect(within(row('NDA')).getByRole('button', { name: 'Pubblica' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Titolo',
      'Versione',
      'Editor',
      'Data e ora di creazione',
      'Azioni',
    ]);
    const [title, version, , , actions] = within(row('NDA')).getAllByRole('cell');
    expect(title).toHaveTextContent(/^NDA$/);
    expect(version).toHaveTextContent(/^Versione 1Cronologia di «NDA»$/);
    expect(actions).toHaveTextContent(/^Sospeso/);
    expect(within(row('Locazione')).getAllByRole('cell')[4]).toHaveTextContent(/^Pubblicato/);
  });

  it('publishes with toasts, and lists the errors of a refused publication', async () => {
    // Prepare
    const error = 'Master, tag {durata}: "durata" non corrisponde a nessuna domanda.';
    const calls = serve((call) =>
      call.method === 'PUT'
        ? {
            status: 422,
            body: {
              message: 'Il modello non si può pubblicare.',
              code: 'TEMPLATE_CHECK_FAILED',
              errors: [error],
            },
          }
        : null,
    );
    renderList();
    await screen.findByText('NDA');

    // Act
    await userEvent.click(within(row('NDA')).getByRole('button', { name: 'Pubblica' }));

    // Assess
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(screen.getByText('«NDA» non può essere pubblicato')).toBeInTheDocument();
    expect(screen.getByText('Il modello non si può pubblicare.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/template/t2/status',
      body: { status: 'PUBLISHED' },
    });
  });

  it('publishes a version after the first only with its release notes, each refusal shown by its field', async () => {
    // Prepare
    const comodato = { ...template('t3', 'Comodato', 'SUSPENDED'), published_version: 1, content_version: 2 };
    let refuse = true;
    const calls = stubFetch((call) => {
      if (call.method === 'PUT' && refuse) {
        refuse = false;
        return {
          status: 400,
          body: { message: m.notaTooShort, code: 'RELEASE_NOTES_REQUIRED', errors: [m.notaTooShort] },
        };
      }
      if (call.method === 'PUT') return { status: 200, body: { data: { ...comodato, status: 'PUBLISHED' } } };
      if (call.url.startsWith('/api/category')) return { status: 200, body: categories };
      if (call.url.startsWith('/api/template/t3/versions')) return { status: 200, body: { data: [] } };
      return { status: 200, body: paged([comodato]) };
    });
    renderList();
    await screen.findByText('Comodato');
    expect(within(row('Comodato')).getByText('versione 2 da pubblicare')).toBeInTheDocument();

    // Act: Pubblica asks for the notes, and the dialog checks them as the server does
    await userEvent.click(within(row('Comodato')).getByRole('button', { name: 'Pubblica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pubblicare la versione 2 di «Comodato»' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pubblica la versione 2' }));
    expect(await within(dialog).findByText(m.motivo)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Modifica normativa/ }));
    await userEvent.type(within(dialog).getByLabelText('Nota per gli avvocati'), 'Nuovi limiti al deposito.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pubblica la versione 2' }));
    expect(await within(dialog).findByText(m.riferimentoMissing)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('Riferimento normativo'), 'art. 11 L. 392/1978');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pubblica la versione 2' }));

    // Assess: the server's refusal stands by the nota; sent again, the notes publish the version
    expect(await within(dialog).findByText(m.notaTooShort)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nota per gli avvocati')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pubblica la versione 2' }));
    expect(await screen.findByText(adminMessages.templateStatusDone)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)).toMatchObject({
      url: '/api/template/t3/status',
      body: {
        status: 'PUBLISHED',
        release_notes: {
          motivo: 'modifica_normativa',
          nota: 'Nuovi limiti al deposito.',
          riferimento: 'art. 11 L. 392/1978',
        },
      },
    });
  });

  it('suspends with the success toast', async () => {
    // Prepare
    serve((call) => (call.method === 'PUT' ? { status: 200, body: { data: list[0] } } : null));
    renderList();
    await screen.findByText('Locazione');

    // Act
    await userEvent.click(within(row('Locazione')).getByRole('button', { name: 'Sospendi' }));

    // Assess
    expect(await screen.findByText(adminMessages.templateStatusDone)).toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    // Prepare
    const calls = serve((call) => (call.method === 'DELETE' ? { status: 204 } : null));
    renderList();
    await screen.findByText('Locazione');

    // Act
    await userEvent.click(within(row('Locazione')).getByRole('button', { name: 'Elimina' }));
    const askedFirst = calls.some((c) => c.method === 'DELETE');
    await userEvent.click(screen.getByRole('button', { name: 'Elimina' }));

    // Assess
    expect(askedFirst).toBe(false);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/template/t1']),
    );
    expect(await screen.findByText(adminMessages.templateDeleted)).toBeInTheDocument();
  });

  it('shows the empty text when the search finds nothing', async () => {
    // Prepare
    serve();
    renderPage(`${paths.templatesCreated}?cerca=zzz&pagina=3`, <TemplatesPage />);

    // Assess
    expect(await screen.findByText(adminMessages.noTemplates)).toBeInTheDocument();
  });

  it('starts the test run with Prova', async () => {
    // Prepare
    serve();
    renderList();
    await screen.findByText('Locazione');

    // Act
    await userEvent.click(within(row('Locazione')).getByRole('button', { name: 'Prova' }));

    // Assess
    expect(await screen.findByText('prova')).toBeInTheDocument();
    expect(getNewContract()).toMatchObject({ type: 't1', title: 'Locazione', maxQuestions: 6, steps: [] });
  });

  it('opens the template in the editor with Modifica', async () => {
    // Prepare
    serve();
    renderList();
    await screen.findByText('Locazione');

    // Act
    await userEvent.click(within(row('Locazione')).getByRole('button', { name: 'Modifica' }));

    // Assess
    expect(await screen.findByText('editor del master')).toBeInTheDocument();
    expect(getDraft()).toMatchObject({
      id: 't1',
      name: 'Locazione',
      price: '49,90',
      categoryId: 'c1',
      file_name: 'm.docx',
    });
  });
});
