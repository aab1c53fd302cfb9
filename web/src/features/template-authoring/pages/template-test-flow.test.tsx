/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { AskedQuestion } from '@redigo/shared/domain/question';
import { paths } from '@redigo/shared/paths';
import { ToastProvider } from '../../../components/ui/toast';
import { getNewContract, startNewContract } from '../../questionnaire';
import { renderDataRouter } from '../../../test-support/data-router';
import { stubFetch } from '../../../test-support/stub-fetch';
import { TemplateTestLayout } from '../components/template-test-layout';
import { TemplateTestPreviewPage } from './template-test-preview-page';
import { TemplateTestSummaryPage } from './template-test-summary-page';
import { TemplateTestSurveyPage } from './template-test-survey-page';

const questions: AskedQuestion[] = [
  {
    variable: 'tipo',
    question: 'Che immobile?',
    options: ['Abitativo', 'Commerciale'],
    is_multiple_selection: false,
    index: 0,
  },
  {
    variable: 'extra',
    question: 'Quali pertinenze?',
    options: ['Box', 'Cantina'],
    is_multiple_selection: true,
    index: 1,
  },
];

/** The admin pages' routes as the app runs them (a data router, for the blocker), with a page outside the flow. */
const renderFlow = () =>
  renderDataRouter(
    [
      {
        element: (
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            <ToastProvider>
              <Link to={paths.categories}>categorie</Link>
              <Outlet />
            </ToastProvider>
          </SWRConfig>
        ),
        children: [
          {
            element: <TemplateTestLayout />,
            children: [
              { path: paths.templateTestSurvey, element: <TemplateTestSurveyPage /> },
              { path: paths.templateTestSummary, element: <TemplateTestSummaryPage /> },
              { path: paths.templateTestPreview, element: <TemplateTestPreviewPage /> },
            ],
          },
          { path: paths.templatesCreated, element: <p>elenco dei master</p> },
          { path: paths.categories, element: <p>elenco delle categorie</p> },
        ],
      },
    ],
    paths.templateTestSurvey,
  );

const PREVIEW_BYTES = 'x'.repeat(3070);

describe('template test run (Prova)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    URL.createObjectURL = jest.fn(() => 'blob:prova');
    URL.revokeObjectURL = jest.fn();
    startNewContract({ id: 't1', name: 'Locazione', max_questions: 2, price: 49, stripe_url: 'https://pay' });
  });

  it('asks the questions, shows the summary and downloads the test document with the answers', async () => {
    // Prepare
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const calls = stubFetch((call) => {
      if (call.url.startsWith('/api/contract/questions')) {
        const answered = Object.keys(call.body as object).length;
        return { status: 200, body: { data: questions[answered] ?? null } };
      }
      if (
        call.url === '/api/template/t1/download-test' &&
        (call.body as { kind?: string }).kind === 'preview'
      ) {
        return {
          status: 200,
          body: PREVIEW_BYTES,
          headers: { 'content-disposition': 'attachment; filename="Anteprima locazione.docx"' },
        };
      }
      return {
        status: 200,
        body: {},
        headers: { 'content-disposition': 'attachment; filename="Prova.docx"' },
      };
    });
    renderFlow();

    // Act
    await userEvent.click(await screen.findByLabelText('Abitativo'));
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    await userEvent.click(await screen.findByLabelText('Cantina'));
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(await screen.findByText('Riepilogo delle risposte', {}, { timeout: 4000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Vai all'anteprima" }));

    // Assess
    expect(await screen.findByText('Anteprima locazione.docx')).toBeInTheDocument();
    expect(screen.getByText('3,0 KB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Scarica l'anteprima" })).toHaveAttribute(
      'download',
      'Anteprima locazione.docx',
    );
    expect(screen.queryByRole('dialog', { name: 'Riferimenti incrociati' })).not.toBeInTheDocument();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Scarica il documento DOCX' }));

    // Assess
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('elenco dei master')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/template/t1/download-test',
      body: { answers: { tipo: 'Abitativo', extra: ['Cantina'] } },
    });
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        url: '/api/template/t1/download-test',
        body: { answers: { tipo: 'Abitativo', extra: ['Cantina'] }, kind: 'preview' },
      }),
    );
    expect(saved).toEqual(['Prova.docx']);
    expect(calls.filter((c) => c.method === 'PUT' && c.url.startsWith('/api/contract'))).toHaveLength(0);
    await waitFor(() => expect(getNewContract()).toBeNull());
  });

  it('shows the question text at once, with no reveal animation', async () => {
    // Prepare
    stubFetch(() => ({ status: 200, body: { data: questions[0] } }));

    // Act
    renderFlow();

    // Assess
    const legend = await screen.findByText('Che immobile?');
    expect(legend.querySelector('.reveal__word')).toBeNull();
    expect(screen.getByText('Domanda 1')).toBeInTheDocument();
  });

  it('sends the staff back to the list when no test run is in progress', async () => {
    // Prepare
    sessionStorage.clear();
    stubFetch(() => ({ status: 200, body: { data: null } }));

    // Act
    renderFlow();

    // Assess
    expect(await screen.findByText('elenco dei master')).toBeInTheDocument();
  });

  it("asks before 'Abbandona' ends the test run, as the lawyer's wizard does", async () => {
    // Prepare
    stubFetch(() => ({ status: 200, body: { data: questions[0] } }));
    renderFlow();
    await screen.findByText('Che immobile?');

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Abbandona' }));
    await userEvent.click(screen.getByRole('button', { name: 'Abbandona' }));

    // Assess
    expect(await screen.findByText('elenco dei master')).toBeInTheDocument();
    expect(getNewContract()).toBeNull();
  });

  it('asks before going to a page outside the test run, and stays when the person goes on', async () => {
    // Prepare
    stubFetch(() => ({ status: 200, body: { data: questions[0] } }));
    renderFlow();
    await screen.findByText('Che immobile?');

    // Act
    await userEvent.click(screen.getByRole('link', { name: 'categorie' }));

    // Assess
    const dialog = screen.getByRole('dialog', { name: 'Abbandonare la compilazione?' });
    expect(screen.queryByRole('link', { name: 'categorie' })).not.toBeInTheDocument();

    // Act
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continua la compilazione' }));

    // Assess
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Che immobile?')).toBeInTheDocument();
    expect(getNewContract()).not.toBeNull();

    // Act
    await userEvent.click(screen.getByRole('link', { name: 'categorie' }));
    await userEvent.click(screen.getByRole('button', { name: 'Abbandona' }));

    // Assess
    expect(await screen.findByText('elenco delle categorie')).toBeInTheDocument();
    expect(getNewContract()).toBeNull();
  });
});
