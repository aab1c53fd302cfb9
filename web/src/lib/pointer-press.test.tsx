/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { useSettledValue } from './pointer-press';

const Message = ({ text }: { text: string }) => <p>{useSettledValue(text)}</p>;

const press = (type: 'pointerdown' | 'pointerup') => act(() => void document.dispatchEvent(new Event(type)));

describe('a value that waits for the pointer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows its value at once when no pointer is pressed', () => {
    const { rerender } = render(<Message text="" />);
    rerender(<Message text="Campo obbligatorio." />);
    expect(screen.getByText('Campo obbligatorio.')).toBeInTheDocument();
  });

  it('waits, while a pointer is pressed, until the release and its click have passed', () => {
    const { rerender } = render(<Message text="" />);
    press('pointerdown');
    rerender(<Message text="Campo obbligatorio." />);
    expect(screen.queryByText('Campo obbligatorio.')).not.toBeInTheDocument();

    press('pointerup');
    expect(screen.queryByText('Campo obbligatorio.')).not.toBeInTheDocument();
    act(() => jest.runOnlyPendingTimers());

    expect(screen.getByText('Campo obbligatorio.')).toBeInTheDocument();
  });
});
