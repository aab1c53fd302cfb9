/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { AskedQuestion } from '@redigo/shared/domain/question';
import { paths } from '@redigo/shared/paths';
import { ToastProvider } from '../../../components/ui/toast';
import { getNewContract, startNewContract } from '../../../lib/new-contract-store';
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

const renderFlow = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <MemoryRouter initialEntries={[paths.templateTestSurvey]}>
          <Routes>
            <Route element={<TemplateTestLayout />}>
              <Route path={paths.templateTestSurvey} element={<TemplateTestSurveyPage />} />
              <Route path={paths.templateTestSummary} element={<TemplateTestSummaryPage />} />
              <Route path={paths.templateTestPreview} element={<TemplateTestPreviewPage />} />
            </Route>
            <Route path={paths.templatesCreated} element={<p>elenco dei master</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </SWRConfig>,
  );

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
    await userEvent.click(screen.getByRole('link', { name: "Vai all'anteprima" }));
    await userEvent.click(await screen.findByRole('button', { name: 'Scarica il documento DOCX' }));

    // Assess
    expect(await screen.findByText('elenco dei master')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/template/t1/download-test',
      body: { answers: { tipo: 'Abitativo', extra: ['Cantina'] } },
    });
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

  it('sends the staff back to the list when no test run is in progress', () => {
    // Prepare
    sessionStorage.clear();
    stubFetch(() => ({ status: 200, body: { data: null } }));

    // Act
    renderFlow();

    // Assess
    expect(screen.getByText('elenco dei master')).toBeInTheDocument();
  });
});
