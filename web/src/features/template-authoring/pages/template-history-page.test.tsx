/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { paths } from '@redigo/shared/paths';
import { renderPage } from '../../../test-support/render';
import { stubFetch } from '../../../test-support/stub-fetch';
import { TemplateHistoryPage } from './template-history-page';

const VERSIONS = [
  { version: 4, published_at: null, release_notes: null, contracts: 0, paid: 0 },
  {
    version: 3,
    published_at: '2026-03-10T09:00:00Z',
    release_notes: {
      motivo: 'modifica_normativa',
      nota: 'Il deposito cauzionale segue i nuovi limiti.',
      riferimento: 'art. 1, comma 59, L. 30 dicembre 2024, n. 207',
    },
    contracts: 2,
    paid: 1,
  },
  { version: 1, published_at: '2026-01-05T09:00:00Z', release_notes: null, contracts: 5, paid: 3 },
];

describe('a template’s «Cronologia»', () => {
  it('lists its versions newest first, with their notes and contracts, and what sits on older ones', async () => {
    const calls = stubFetch((call) =>
      call.url.endsWith('/versions')
        ? { status: 200, body: { data: VERSIONS } }
        : {
            status: 200,
            body: { data: { id: 't1', name: 'Locazione 4+4', published_version: 3, content_version: 4 } },
          },
    );
    renderPage(`${paths.templateHistory}?id=t1`, <TemplateHistoryPage />);

    expect(await screen.findByRole('heading', { name: 'Cronologia di «Locazione 4+4»' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Gli avvocati ricevono la versione 3. Sulle versioni precedenti: 5 contratti, di cui 3 acquistati.',
      ),
    ).toBeInTheDocument();
    const entries = screen.getAllByRole('article');
    expect(entries.map((entry) => within(entry).getAllByRole('heading')[0]?.textContent)).toEqual([
      'Versione 4',
      'Versione 3',
      'Versione 1',
    ]);
    expect(entries[0]).toHaveTextContent('Non pubblicata');
    expect(entries[1]).toHaveTextContent('In uso');
    expect(
      within(entries[1] as HTMLElement).getByRole('heading', { name: 'Modifica normativa' }),
    ).toBeVisible();
    expect(entries[1]).toHaveTextContent('Riferimento: art. 1, comma 59, L. 30 dicembre 2024, n. 207');
    expect(entries[1]).toHaveTextContent('2 contratti su questa versione, di cui 1 acquistato.');
    expect(entries[2]).toHaveTextContent('Prima pubblicazione, il 5 gennaio 2026.');
    // Each version against the one listed before it, master and preview; the first has none to compare with.
    expect(
      within(entries[1] as HTMLElement)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['Confronto con la versione 1']);
    expect(
      within(entries[1] as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Scarica il confronto del master', 'Scarica il confronto dell’anteprima']);
    expect(within(entries[2] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(calls.map((call) => call.url).sort()).toEqual(['/api/template/t1', '/api/template/t1/versions']);
  });
});
