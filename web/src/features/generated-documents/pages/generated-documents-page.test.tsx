/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { Contract } from '@redigo/shared/domain/contract';
import { aCompletedContract, paymentOf } from '../../../test-support/contracts';
import { adminMessages } from '@redigo/shared/messages/admin';
import { paths } from '@redigo/shared/paths';
import { renderPage } from '../../../test-support/render';
import { stubFetch } from '../../../test-support/stub-fetch';
import { GeneratedDocumentsPage } from './generated-documents-page';

const contract = (id: string, surname: string, createdAt: string, paid: boolean): Contract =>
  aCompletedContract(id, {
    paymentId: paid ? paymentOf(id) : null,
    userId: { id: `u-${id}`, name: 'Anna', surname },
    createdAt,
    updatedAt: createdAt,
  });

const rows = [
  contract('a', 'Rossi', '2026-03-01T10:00:00Z', true),
  contract('b', 'Bianchi', '2026-03-03T10:00:00Z', false),
  contract('c', 'Verdi', '2026-03-02T10:00:00Z', true),
];
const categories = {
  data: { results: [{ id: 'c1', name: 'Locazioni' }], page: 1, totalPages: 1, totalResults: 1 },
};

const serve = (results: Contract[], totalPages = 2) =>
  stubFetch((call) =>
    call.url.startsWith('/api/category')
      ? { status: 200, body: categories }
      : { status: 200, body: { data: { results, page: 1, totalPages, totalResults: results.length } } },
  );

const LocationProbe = () => {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
};

const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).getAllByRole('cell')[2]?.textContent);

describe('generated documents page', () => {
  it('asks for the completed documents and sorts them by generation date, newest first, then the other way', async () => {
    // Prepare
    const calls = serve(rows);
    renderPage(paths.usersContracts, <GeneratedDocumentsPage />);
    await screen.findByText('Locazione a');

    // Act
    const first = titles();
    await userEvent.click(screen.getByRole('button', { name: /Data e ora di generazione/ }));

    // Assess
    expect(first).toEqual(['Locazione b', 'Locazione c', 'Locazione a']);
    expect(titles()).toEqual(['Locazione a', 'Locazione c', 'Locazione b']);
    expect(calls.find((c) => c.url.startsWith('/api/contract'))?.url).toBe(
      '/api/contract?page=1&limit=10&status=COMPLETED',
    );
    expect(screen.getByText('Pagina 1 di 2')).toBeInTheDocument();
  });

  it("heads the type column with the spec's «Tipologia di contratto», the title first and the name under it", async () => {
    // Prepare
    serve([aCompletedContract('r', { title: "Comodato d'uso", name: 'Pratica Rossi' })]);

    // Act
    renderPage(paths.usersContracts, <GeneratedDocumentsPage />);
    await screen.findByText('Pratica Rossi');

    // Assess
    expect(screen.getByRole('columnheader', { name: /Tipologia di contratto/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /^Documento/ })).not.toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent(
      /^Comodato d'usoPratica Rossi$/,
    );
  });

  it('offers Download only for paid documents, and the admin detail', async () => {
    // Prepare
    serve(rows);
    renderPage(paths.usersContracts, <GeneratedDocumentsPage />, {
      [paths.usersContractDetail]: <LocationProbe />,
    });
    await screen.findByText('Locazione a');

    // Assess
    const paid = screen.getByText('Locazione a').closest('tr') as HTMLElement;
    const unpaid = screen.getByText('Locazione b').closest('tr') as HTMLElement;
    expect(within(paid).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(within(unpaid).queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(within(unpaid).queryByRole('link')).not.toBeInTheDocument();

    // Act
    await userEvent.click(within(unpaid).getByRole('button', { name: 'Apri dettaglio' }));

    // Assess
    expect(await screen.findByText(`${paths.usersContractDetail}?id=b`)).toBeInTheDocument();
  });

  it('filters by category from page 1 and shows the empty text', async () => {
    // Prepare
    const calls = serve([], 1);
    renderPage(`${paths.usersContracts}?pagina=2`, <GeneratedDocumentsPage />);
    await screen.findByText(adminMessages.noDocuments);

    // Act
    await userEvent.click(await screen.findByRole('button', { name: 'Locazioni' }));

    // Assess
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/contract?page=1&limit=10&status=COMPLETED&categoryId=c1'),
    );
  });
});
