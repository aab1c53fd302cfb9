import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Moves focus to `target` (focusable with tabIndex -1) when `key` changes, never on the first render: a keyboard
 * or screen-reader user goes on from the new content instead of from a control that is gone.
 */
export const useFocusOnChange = (target: RefObject<HTMLElement | null>, key: unknown): void => {
  const shown = useRef(key);
  useEffect(() => {
    if (Object.is(shown.current, key)) return;
    shown.current = key;
    target.current?.focus();
  }, [key, target]);
};

/**
 * Focuses a layout's main region when the path changes. The first page a layout shows is left alone: focus is
 * then at the document's start, where the skip link is.
 */
export const useRouteFocus = (target: RefObject<HTMLElement | null>): void =>
  useFocusOnChange(target, useLocation().pathname);
