/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom';
import type { SimpleQuestion } from '@redigo/shared/domain/question';
import { partyGroup } from '@redigo/shared/questionnaire/party-preset';
import { TagPalette } from './tag-palette';

const canone: SimpleQuestion = {
  variable: 'canone',
  question: 'Canone mensile?',
  type: 'amount',
  options: [],
  is_multiple_selection: false,
  required_answers: [],
};
const locatori = partyGroup({ variable: 'locatori', question: 'I locatori?', item_label: 'Locatore' });

const tags = () => screen.getAllByRole('listitem').map((item) => item.querySelector('code')?.textContent);

describe('tag palette', () => {
  it('offers a typed question’s filters and a group’s loop, list filters and fields', async () => {
    render(<TagPalette questions={[canone, locatori]} />);
    await userEvent.click(screen.getByText(/Mostra i tag/));
    expect(tags()).toEqual(
      expect.arrayContaining([
        '{canone}',
        '{canone | lettere}',
        '{#locatori}{nome} {cognome} {denominazione}{$separatore}{/locatori}',
        '{locatori | elenco:"nome cognome denominazione"}',
        '{locatori | numero}',
        '{locatori | plurale:"singolare":"plurale"}',
        '{codice_fiscale | nato}',
        '{codice_fiscale | genere:"il Sig.":"la Sig.ra"}',
        '{data_nascita | data_breve}',
        '{#tipo == "Persona fisica"}…{/}',
      ]),
    );
  });

  it('lists the expressions and group filters any template may compute with, under «Calcoli»', async () => {
    render(<TagPalette questions={[canone]} />);
    await userEvent.click(screen.getByText(/Mostra i tag/));
    const section = screen.getByRole('heading', { name: 'Calcoli' }).closest('section') as HTMLElement;
    expect([...section.querySelectorAll('code')].map((code) => code.textContent)).toEqual(
      expect.arrayContaining([
        '{canone_annuo / 12}',
        '{g | somma:"campo"}',
        '{#g | qualcuno:"campo":"Opzione"}…{/}',
        '{x | arrotonda:2}',
      ]),
    );
    expect(tags()).toEqual(expect.arrayContaining(['{canone / 12}', '{#canone > 1000}…{/}']));
  });

  it('lists the firm’s tags, written without a question, under their own heading', async () => {
    render(<TagPalette questions={[canone]} />);
    await userEvent.click(screen.getByText(/Mostra i tag/));
    expect(screen.getByRole('heading', { name: 'Dati dell’avvocato e dello studio' })).toBeInTheDocument();
    expect(tags()).toEqual(
      expect.arrayContaining([
        '{avvocato.nome}',
        '{avvocato.ordine}',
        '{studio.denominazione}',
        '{studio.partita_iva}',
      ]),
    );
    expect(screen.getByText('Partita IVA dello studio')).toBeInTheDocument();
  });

  it('copies a tag to the clipboard and says so politely', async () => {
    const user = userEvent.setup();
    render(<TagPalette questions={[canone]} />);
    await user.click(screen.getByText(/Mostra i tag/));
    await user.click(screen.getByRole('button', { name: 'Copia {canone | lettere}' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('{canone | lettere}');
    expect(await screen.findByText('Copiato: {canone | lettere}')).toHaveAttribute('aria-live', 'polite');
  });
});
