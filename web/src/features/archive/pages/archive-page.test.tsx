/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { Contract } from '@redigo/shared/domain/contract';
import { aCompletedContract, paymentOf } from '../../../test-support/contracts';
import { paths } from '@redigo/shared/paths';
import { renderPage } from '../../../test-support/render';
import { stubFetch } from '../../../test-support/stub-fetch';
import { ArchivePage } from './archive-page';

const contract = (id: string, paid: boolean): Contract =>
  aCompletedContract(id, { paymentId: paid ? paymentOf(id) : null });

const serve = (results: Contract[]) =>
  stubFetch((call) =>
    call.url.startsWith('/api/category')
      ? { status: 200, body: { data: { results: [], page: 1, totalPages: 1, totalResults: 0 } } }
      : { status: 200, body: { data: { results, page: 1, totalPages: 1, totalResults: results.length } } },
  );

const LocationProbe = () => {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
};

describe('archive page', () => {
  it("asks for the paid documents only and lists them with 'Download', 'Scarica PDF' and the purchase date", async () => {
    // Prepare
    const calls = serve([contract('a', true)]);

    // Act
    renderPage(paths.historical, <ArchivePage />, { [paths.documentDetail]: <LocationProbe /> });
    await screen.findByText('Locazione a');

    // Assess
    expect(calls.find((c) => c.url.startsWith('/api/contract'))?.url).toBe(
      '/api/contract?page=1&limit=10&status=COMPLETED&payed=true',
    );
    expect(screen.getByRole('table', { name: 'Documenti acquistati' })).toBeInTheDocument();
    const paid = screen.getByRole('row', { name: /Locazione a/ });
    expect(within(paid).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(within(paid).getByRole('button', { name: 'Scarica PDF' })).toBeEnabled();
    expect(within(paid).getAllByRole('cell')[1]).toHaveTextContent(/^20\/03\/2026 - \d\d:\d\d$/);
  });

  it("lists the completed documents not bought under 'Non acquistati', without a purchase date or a download", async () => {
    // Prepare
    const calls = serve([contract('b', false)]);

    // Act
    renderPage(`${paths.historical}?vista=da-acquistare`, <ArchivePage />);
    await screen.findByText('Locazione b');

    // Assess
    expect(calls.find((c) => c.url.startsWith('/api/contract'))?.url).toBe(
      '/api/contract?page=1&limit=10&status=COMPLETED&payed=false',
    );
    expect(screen.getByRole('link', { name: 'Non acquistati' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('columnheader', { name: 'Data e ora di acquisto' })).not.toBeInTheDocument();
    const unpaid = screen.getByRole('row', { name: /Locazione b/ });
    expect(within(unpaid).getByRole('button', { name: 'Apri dettaglio' })).toBeInTheDocument();
    expect(within(unpaid).queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(within(unpaid).queryByRole('button', { name: 'Scarica PDF' })).not.toBeInTheDocument();
  });

  it("opens a document's detail with the 'Apri dettaglio' button", async () => {
    // Prepare
    serve([contract('b', false)]);
    renderPage(paths.historical, <ArchivePage />, { [paths.documentDetail]: <LocationProbe /> });

    // Act
    await userEvent.click(await screen.findByRole('button', { name: 'Apri dettaglio' }));

    // Assess
    expect(await screen.findByText(`${paths.documentDetail}?id=b`)).toBeInTheDocument();
  });

  it('says when there is no document', async () => {
    serve([]);
    renderPage(paths.historical, <ArchivePage />);
    expect(await screen.findByText('Non hai acquistato alcun documento')).toBeInTheDocument();
  });

  it.each([
    ['a search', 'cerca=rossi'],
    ['a category', 'categoria=c1'],
  ])('says that nothing matches %s, not that nothing was bought', async (_, query) => {
    serve([]);
    renderPage(`${paths.historical}?${query}`, <ArchivePage />);
    expect(
      await screen.findByText('Nessun documento acquistato corrisponde alla ricerca.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Non hai acquistato alcun documento')).not.toBeInTheDocument();
  });

  it('says that no draft matches a search, not that there is no draft', async () => {
    serve([]);
    renderPage(`${paths.historical}?vista=bozze&cerca=rossi`, <ArchivePage />);
    expect(await screen.findByText('Nessuna bozza corrisponde alla ricerca.')).toBeInTheDocument();
    expect(screen.queryByText(/^Non hai bozze/)).not.toBeInTheDocument();
  });

  describe('updates', () => {
    const LAW = {
      version: 2,
      published_at: '2026-03-10T09:00:00Z',
      motivo: 'modifica_normativa' as const,
      nota: 'Il deposito cauzionale segue i nuovi limiti.',
      riferimento: 'art. 11 L. 392/1978',
    };
    const updated = aCompletedContract('u', {
      paymentId: paymentOf('u'),
      update: { version: 2, free: true, notes: [LAW] },
    });

    it('marks each contract whose template has a newer version with the motivo of the newest one', async () => {
      serve([updated, contract('a', true)]);
      renderPage(paths.historical, <ArchivePage />);
      await screen.findByText('Locazione u');

      expect(
        within(screen.getByRole('row', { name: /Locazione u/ })).getByText(
          'Aggiornamento disponibile: modifica normativa',
        ),
      ).toBeInTheDocument();
      expect(
        within(screen.getByRole('row', { name: /Locazione a/ })).queryByText(/Aggiornamento disponibile/),
      ).not.toBeInTheDocument();
    });

    it('lists only the contracts with an update from the mail’s link, and through every view', async () => {
      const calls = serve([updated]);
      renderPage(`${paths.historical}?aggiornamenti=1`, <ArchivePage />);
      await screen.findByText('Locazione u');

      expect(calls.filter((c) => c.url.startsWith('/api/contract')).at(-1)?.url).toBe(
        '/api/contract?page=1&limit=10&status=COMPLETED&payed=true&update=true',
      );
      const filter = screen.getByRole('button', { name: 'Solo con aggiornamento disponibile' });
      expect(filter).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('link', { name: 'Bozze' })).toHaveAttribute(
        'href',
        '/user/archivio?vista=bozze&aggiornamenti=1',
      );

      await userEvent.click(filter);
      expect(
        await screen.findByRole('button', { name: 'Solo con aggiornamento disponibile' }),
      ).toHaveAttribute('aria-pressed', 'false');
      expect(calls.filter((c) => c.url.startsWith('/api/contract')).at(-1)?.url).toBe(
        '/api/contract?page=1&limit=10&status=COMPLETED&payed=true',
      );
    });

    it('says that no bought document has an update, not that none was bought', async () => {
      serve([]);
      renderPage(`${paths.historical}?aggiornamenti=1`, <ArchivePage />);
      expect(
        await screen.findByText('Nessun documento acquistato ha un aggiornamento disponibile.'),
      ).toBeInTheDocument();
    });
  });
});
