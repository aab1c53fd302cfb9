/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { renderPage } from '../../../test-support/render';
import { stubFetch } from '../../../test-support/stub-fetch';
import { DocumentDetailPage } from './document-detail-page';

const BANNER = 'Pagamento effettuato con successo';

/** A paid contract whose payment was recorded `secondsAgo` before the test's clock. */
const serveContractPaid = (secondsAgo: number) => {
  const updatedAt = new Date(Date.now() - secondsAgo * 1000).toISOString();
  return stubFetch((call) => {
    if (call.url.startsWith('/api/payment/')) {
      return {
        status: 200,
        body: { data: { id: 'p1', transactionId: 'cs_1', price: 35.38, contractId: 'c1', updatedAt } },
      };
    }
    return {
      status: 200,
      body: {
        data: {
          id: 'c1',
          title: 'Accordo di riservatezza (NDA)',
          templateId: { id: 't1', price: 29, stripe_url: 'https://pay', max_questions: 17 },
          paymentId: { id: 'p1', updatedAt },
          userId: { id: 'u1', name: 'Marco', surname: 'Avvocato' },
          detailed_answers: [{ variable: 'tipo', question: 'Che accordo?', given_answer: 'Reciproco' }],
          createdAt: updatedAt,
          updatedAt,
        },
      },
    };
  });
};

describe('document detail', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it("leads a document not bought back to the archive's «Non acquistati»", async () => {
    // Prepare
    stubFetch((call) =>
      call.url.startsWith('/api/contract/preview/')
        ? { status: 404, body: { message: 'Documento non trovato', code: 'NOT_FOUND' } }
        : {
            status: 200,
            body: {
              data: {
                id: 'c2',
                title: 'Accordo di riservatezza (NDA)',
                status: 'COMPLETED',
                templateId: { id: 't1', price: 29, stripe_url: 'https://pay', max_questions: 17 },
                paymentId: null,
                detailed_answers: [],
                createdAt: '2026-03-01T10:00:00Z',
                updatedAt: '2026-03-01T10:00:00Z',
              },
            },
          },
    );

    // Act
    renderPage('/dettaglio?id=c2', <DocumentDetailPage />);

    // Assess
    await screen.findByRole('heading', { name: 'Accordo di riservatezza (NDA)' });
    expect(screen.getByRole('link', { name: "← Torna all'archivio" })).toHaveAttribute(
      'href',
      '/user/archivio?vista=da-acquistare',
    );
  });

  it('leads a bought document back to the archive of bought documents', async () => {
    serveContractPaid(45);
    renderPage('/dettaglio?id=c1', <DocumentDetailPage />);
    await screen.findByText('Che accordo?');
    expect(screen.getByRole('link', { name: "← Torna all'archivio" })).toHaveAttribute(
      'href',
      '/user/archivio',
    );
  });

  it('shows the success banner for a payment of the last 30 seconds and hides it at the next recheck', async () => {
    // Prepare
    serveContractPaid(10);

    // Act
    renderPage('/dettaglio?id=c1', <DocumentDetailPage />);

    // Assess
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(screen.getByText(/Il documento è tuo/)).toBeInTheDocument();
    expect(screen.getByText('35,38 €')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
    expect(screen.getByText('Che accordo?')).toBeInTheDocument();
  });

  it('shows no banner for an older payment', async () => {
    // Prepare
    serveContractPaid(45);

    // Act
    renderPage('/dettaglio?id=c1', <DocumentDetailPage />);

    // Assess
    expect(await screen.findByText('Risposte date durante il questionario')).toBeInTheDocument();
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scarica il documento DOCX' })).toBeInTheDocument();
  });

  it('shows a completed document not yet paid, without banner or download', async () => {
    // Prepare
    const calls = stubFetch(() => ({
      status: 200,
      body: {
        data: {
          id: 'c2',
          title: 'Locazione',
          status: 'COMPLETED',
          templateId: { id: 't1', price: 29, stripe_url: 'https://pay', max_questions: 17 },
          paymentId: null,
          detailed_answers: [{ variable: 'tipo', question: 'Che immobile?', given_answer: 'Abitativo' }],
          createdAt: '2026-03-01T10:00:00Z',
          updatedAt: '2026-03-01T10:00:00Z',
        },
      },
    }));

    // Act
    renderPage('/dettaglio?id=c2', <DocumentDetailPage />);

    // Assess
    expect(await screen.findByText('Che immobile?')).toBeInTheDocument();
    expect(screen.getByText('Non acquistato')).toBeInTheDocument();
    expect(screen.getByText('35,38 €')).toBeInTheDocument();
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scarica il documento DOCX' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/payment'))).toBe(false);
  });

  it('tells the admin whose document it is, without addressing them as its owner', async () => {
    // Prepare
    serveContractPaid(5);

    // Act
    renderPage('/dettaglio?id=c1', <DocumentDetailPage variant="admin" />);

    // Assess
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(screen.getByText('Marco Avvocato')).toBeInTheDocument();
    expect(screen.queryByText(/Il documento è tuo/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Torna ai documenti generati' })).toBeInTheDocument();
  });
});
