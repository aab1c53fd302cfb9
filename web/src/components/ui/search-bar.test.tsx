/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBar } from './search-bar';

describe('SearchBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reports what was typed once typing pauses', async () => {
    // Prepare
    const onSearch = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<SearchBar label="Cerca per nome" value="" onSearch={onSearch} />);

    // Act
    await user.type(screen.getByRole('searchbox', { name: 'Cerca per nome' }), 'nda ');
    await act(async () => jest.advanceTimersByTime(300));

    // Assess
    expect(onSearch.mock.calls).toEqual([['nda']]);
  });

  it('reports at once when the focus leaves, and not again when the pause ends', async () => {
    // Prepare
    const onSearch = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <>
        <SearchBar label="Cerca per nome" value="" onSearch={onSearch} />
        <button type="button">Modifica</button>
      </>,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Cerca per nome' }), 'nda');

    // Act
    await user.click(screen.getByRole('button', { name: 'Modifica' }));
    const atClick = [...onSearch.mock.calls];
    await act(async () => jest.advanceTimersByTime(1000));

    // Assess
    expect(atClick).toEqual([['nda']]);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
