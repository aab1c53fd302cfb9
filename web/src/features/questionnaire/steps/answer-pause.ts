import { useCallback, useEffect, useRef, useState } from 'react';

/** The pause after each new answer a lawyer gives (docs/product-spec.md section 9): 1 to 3 seconds at random. */
export const ANSWER_PAUSE_MS = { min: 1000, max: 3000 } as const;

/** A pause drawn within ANSWER_PAUSE_MS; `random` gives a number in [0, 1), as Math.random. */
export const drawAnswerPause = (random: () => number = Math.random): number => {
  const share = Math.min(Math.max(random(), 0), 1);
  return ANSWER_PAUSE_MS.min + Math.round(share * (ANSWER_PAUSE_MS.max - ANSWER_PAUSE_MS.min));
};

export interface AnswerPause {
  /** True from an answer until its drawn pause has passed and the next question has come, whichever is later. */
  waiting: boolean;
  /** True while the drawn pause runs (the question may have come already). */
  pausing: boolean;
  /** An answer was just given: the pause starts now, while the next question is being fetched. */
  start: () => void;
}

/**
 * The wait a lawyer sees after an answer: the pause runs from the answer alongside the request for the next
 * question, so the wait is the longer of the two, never their sum; a question slower than the pause shows as soon
 * as it comes. `loading` says whether the next question is still on its way.
 */
export const useAnswerPause = (loading: boolean, random: () => number = Math.random): AnswerPause => {
  const [pausing, setPausing] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const start = useCallback(() => {
    window.clearTimeout(timer.current);
    setPausing(true);
    timer.current = window.setTimeout(() => setPausing(false), drawAnswerPause(random));
  }, [random]);
  return { waiting: pausing || loading, pausing, start };
};
