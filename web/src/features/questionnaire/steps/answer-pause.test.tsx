/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ANSWER_PAUSE_MS, drawAnswerPause, useAnswerPause } from './answer-pause';

/** An answer whose next question comes `responseMs` after it, with the pause drawn by `random`. */
const Answering = ({ responseMs, random }: { responseMs: number; random: () => number }) => {
  const [loading, setLoading] = useState(false);
  const { waiting, start } = useAnswerPause(loading, random);
  const answer = () => {
    start();
    setLoading(true);
    window.setTimeout(() => setLoading(false), responseMs);
  };
  return (
    <>
      <button type="button" onClick={answer}>
        Avanti
      </button>
      <p>{waiting ? 'Elaborazione della risposta...' : 'Domanda 2'}</p>
    </>
  );
};

/** Gives the answer, then tells when (ms after it) the next question shows. */
const shownAfter = (responseMs: number, random: () => number): number => {
  cleanup();
  render(<Answering responseMs={responseMs} random={random} />);
  act(() => screen.getByRole('button', { name: 'Avanti' }).click());
  for (let elapsed = 0; elapsed <= 10_000; elapsed += 10) {
    if (screen.queryByText('Domanda 2')) return elapsed;
    act(() => jest.advanceTimersByTime(10));
  }
  throw new Error('The next question never showed');
};

describe('the pause after an answer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is drawn within 1 to 3 seconds', () => {
    expect(drawAnswerPause(() => 0)).toBe(ANSWER_PAUSE_MS.min);
    expect(drawAnswerPause(() => 0.5)).toBe(2000);
    expect(drawAnswerPause(() => 0.99999)).toBe(ANSWER_PAUSE_MS.max);
    for (let draw = 0; draw < 200; draw += 1) {
      const pause = drawAnswerPause();
      expect(pause).toBeGreaterThanOrEqual(1000);
      expect(pause).toBeLessThanOrEqual(3000);
    }
  });

  it('lasts the drawn pause when the next question comes sooner', () => {
    expect(shownAfter(200, () => 0.5)).toBe(2000);
  });

  it('includes the time of the request: a question slower than the pause shows when it comes, with nothing added', () => {
    expect(shownAfter(2600, () => 0)).toBe(2600);
    expect(shownAfter(3500, () => 0.99)).toBe(3500);
  });

  it('never goes past 3 seconds while the request is within them', () => {
    for (const responseMs of [0, 500, 1500, 2999]) {
      expect(shownAfter(responseMs, () => 0.999)).toBeLessThanOrEqual(ANSWER_PAUSE_MS.max);
    }
  });
});
