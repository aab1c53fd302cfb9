import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves the focus to the heading of the screen inside `panel` when `key` changes (never on the first render): a
 * keyboard or screen-reader user goes on from the new screen's title, which is read out, instead of from a control
 * that is gone.
 */
export const useFocusHeading = (panel: RefObject<HTMLElement | null>, key: unknown): void => {
  const shown = useRef(key);
  useEffect(() => {
    if (Object.is(shown.current, key)) return;
    shown.current = key;
    const heading = panel.current?.querySelector<HTMLElement>('h1');
    (heading ?? panel.current)?.focus();
  }, [key, panel]);
};
