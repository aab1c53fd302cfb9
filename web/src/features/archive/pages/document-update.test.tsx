/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contract } from '@redigo/shared/domain/contract';
import type { ContractUpdateNote } from '@redigo/shared/domain/template-versions';
import { paths } from '@redigo/shared/paths';
import { getNewContract } from '../../questionnaire';
import { aCompletedContract, paymentOf } from '../../../test-support/contracts';
import { renderPage } from '../../../test-support/render';
import { stubFetch, type StubbedCall } from '../../../test-support/stub-fetch';
import { DocumentDetailPage } from './document-detail-page';

const LAW: ContractUpdateNote = {
  version: 3,
  published_at: '2026-03-10T09:00:00Z',
  motivo: 'modifica_normativa',
  nota: 'Il deposito cauzionale segue i nuovi limiti.\nLa clausola sulle spese è riscritta.',
  riferimento: 'art. 1, comma 59, L. 30 dicembre 2024, n. 207',
};
const BETTER: ContractUpdateNote = {
  version: 2,
  published_at: '2026-02-10T09:00:00Z',
  motivo: 'miglioramento',
  nota: 'Formulazione più chiara della clausola sulle spese.',
  riferimento: null,
};

const bought = (free: boolean): Contract =>
  aCompletedContract('c1', {
    name: 'Locazione Rossi',
    type: 't1',
    paymentId: paymentOf('c1'),
    answers: { uso: 'Abitativo', canone: '750' },
    detailed_answers: [],
    update: { version: 3, free, notes: [LAW, BETTER] },
  });

/** The draft the update makes: the original's answers but the one the newer version asks in another form. */
const draft = aCompletedContract('c9', {
  status: 'TO_COMPLETE',
  name: 'Locazione Rossi',
  type: 't1',
  answers: { uso: 'Abitativo' },
  detailed_answers: [],
  template_version: 3,
  updates: { id: 'c1', name: 'Locazione Rossi', template_version: 1 },
});

const QUESTIONS = [
  { variable: 'uso', question: 'Uso', options: ['Abitativo', 'Commerciale'], is_multiple_selection: false },
  {
    variable: 'deposito',
    question: 'Deposito cauzionale',
    options: ['Uno', 'Due'],
    is_multiple_selection: false,
  },
];

const serve = (original: Contract) =>
  stubFetch((call: StubbedCall) => {
    const path = call.url.split('?')[0] ?? '';
    if (call.method === 'POST' && path === '/api/contract/c1/update')
      return {
        status: 201,
        body: { data: { id: 'c9', kept: ['uso'], dropped: ['canone'], free: original.update?.free } },
      };
    if (path === '/api/contract/c9') return { status: 200, body: { data: draft } };
    if (path === '/api/contract/c1') return { status: 200, body: { data: original } };
    if (path === '/api/template/t1')
      return {
        status: 200,
        body: { data: { id: 't1', name: 'Locazione', price: 39, stripe_url: 'https://pay' } },
      };
    if (path === '/api/contract/questions') {
      const answered = Object.keys(call.body as object).length;
      return { status: 200, body: { data: QUESTIONS[answered] ?? null } };
    }
    if (path.startsWith('/api/payment/'))
      return { status: 200, body: { data: { id: 'p-c1', price: 47.58, updatedAt: '2026-03-20T10:00:00Z' } } };
    return { status: 404, body: { message: 'Non trovato', code: 'NOT_FOUND' } };
  });

const renderDetail = () =>
  renderPage(`${paths.documentDetail}?id=c1`, <DocumentDetailPage />, {
    [paths.survey]: <p>questionario</p>,
  });

describe('the update of a bought document', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the notes of every version since, newest first, and a free update', async () => {
    serve(bought(true));
    renderDetail();

    const card = (
      await screen.findByRole('heading', { name: 'Aggiornamento disponibile: versione 3' })
    ).closest('section') as HTMLElement;
    const notes = within(card).getAllByRole('listitem');
    expect(notes.map((note) => within(note).getByRole('heading').textContent)).toEqual([
      'Versione 3: modifica normativa',
      'Versione 2: miglioramento',
    ]);
    expect(notes[0]).toHaveTextContent('Pubblicata il 10 marzo 2026');
    expect(notes[0]).toHaveTextContent(`Riferimento: ${LAW.riferimento}`);
    expect(notes[1]).not.toHaveTextContent('Riferimento');
    const button = within(card).getByRole('button', { name: 'Aggiorna alla versione 3' });
    expect(button).toHaveAccessibleDescription('Gratuito');
  });

  it('gives the price of an update that is not free', async () => {
    serve(bought(false));
    renderDetail();

    expect(await screen.findByText('47,58 € IVA inclusa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aggiorna alla versione 3' })).toHaveAccessibleDescription(
      /^47,58\s€ IVA inclusa$/,
    );
  });

  it('makes the new draft and opens it at the first new question, remembering what was carried', async () => {
    const calls = serve(bought(true));
    renderDetail();

    await userEvent.click(await screen.findByRole('button', { name: 'Aggiorna alla versione 3' }));

    expect(await screen.findByText('questionario')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toContain(
      '/api/contract/c1/update',
    );
    expect(getNewContract()).toMatchObject({
      id: 'c9',
      status: 'TO_COMPLETE',
      finished: false,
      steps: [{ question: { variable: 'uso' }, answer: 'Abitativo' }],
      updating: {
        originalId: 'c1',
        originalName: 'Locazione Rossi',
        version: 3,
        free: true,
        carried: { uso: 'Abitativo' },
      },
    });
    expect(getNewContract()?.resumeNotice).toMatch(
      /^Aggiornamento alla versione 3: 1 risposta riportata dal documento «Locazione Rossi»\. Rispondi alle domande nuove/,
    );
  });
});

describe('a bought update', () => {
  const update = (originalPaid: boolean) =>
    stubFetch((call: StubbedCall) => {
      const path = call.url.split('?')[0] ?? '';
      if (path === '/api/contract/c9')
        return {
          status: 200,
          body: { data: { ...draft, status: 'COMPLETED', paymentId: paymentOf('c9'), detailed_answers: [] } },
        };
      if (path === '/api/contract/c1')
        return {
          status: 200,
          body: { data: { ...bought(true), paymentId: originalPaid ? paymentOf('c1') : null } },
        };
      if (path.startsWith('/api/payment/'))
        return {
          status: 200,
          body: { data: { id: 'p-c9', price: 0, kind: 'aggiornamento', updatedAt: '2026-03-20T10:00:00Z' } },
        };
      if (path.startsWith('/api/contract/redline/') || path.endsWith('/redline'))
        return {
          status: 202,
          body: { code: 'REDLINE_IN_PREPARATION', message: 'In preparazione' },
          headers: { 'retry-after': '1' },
        };
      return { status: 404, body: { message: 'Non trovato', code: 'NOT_FOUND' } };
    });

  it('names its original and offers the redline beside the documents once the original reads as bought', async () => {
    update(true);
    renderPage(`${paths.documentDetail}?id=c9`, <DocumentDetailPage />);

    expect(await screen.findByRole('link', { name: '«Locazione Rossi»' })).toHaveAttribute(
      'href',
      `${paths.documentDetail}?id=c1`,
    );
    expect(screen.getByText(/^Aggiornamento alla versione 3 del documento/)).toHaveTextContent(
      'Aggiornamento alla versione 3 del documento «Locazione Rossi» (versione 1).',
    );
    expect(
      await screen.findByRole('button', { name: 'Scarica il confronto (Word con revisioni)' }),
    ).toBeEnabled();
  });

  it('offers no redline of an update whose original was not bought', async () => {
    const calls = update(false);
    renderPage(`${paths.documentDetail}?id=c9`, <DocumentDetailPage />);

    await screen.findByRole('link', { name: '«Locazione Rossi»' });
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/contract/c1')).toHaveLength(1));
    // The stubbed answer is already there: a few turns of the event loop and the original is read.
    for (let turn = 0; turn < 5; turn += 1) await act(() => Promise.resolve());
    expect(
      screen.queryByRole('button', { name: 'Scarica il confronto (Word con revisioni)' }),
    ).not.toBeInTheDocument();
  });
});
