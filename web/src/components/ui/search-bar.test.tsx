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

  it('keeps what was typed after a search when that search comes back late as the value', async () => {
    // Prepare
    const onSearch = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { rerender } = render(<SearchBar label="Cerca per nome" value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Cerca per nome' });
    await user.type(box, 'tag');
    await act(async () => jest.advanceTimersByTime(300));
    await user.type(box, ' esposito');

    // Act
    rerender(<SearchBar label="Cerca per nome" value="tag" onSearch={onSearch} />);
    await act(async () => jest.advanceTimersByTime(300));

    // Assess
    expect(box).toHaveValue('tag esposito');
    expect(onSearch.mock.calls).toEqual([['tag'], ['tag esposito']]);
  });

  it('shows a search changed from outside, as back or a sidebar link change it', async () => {
    // Prepare
    const onSearch = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { rerender } = render(<SearchBar label="Cerca per nome" value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Cerca per nome' });
    await user.type(box, 'tag');
    await act(async () => jest.advanceTimersByTime(300));
    rerender(<SearchBar label="Cerca per nome" value="tag" onSearch={onSearch} />);

    // Act
    rerender(<SearchBar label="Cerca per nome" value="rossi" onSearch={onSearch} />);
    await act(async () => jest.advanceTimersByTime(1000));

    // Assess
    expect(box).toHaveValue('rossi');
    expect(onSearch.mock.calls).toEqual([['tag']]);
  });
});
