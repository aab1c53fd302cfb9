import { useSyncExternalStore } from 'react';

/** Below this width the sidebar folds behind the header's Menu button (phones and portrait tablets). */
const NARROW_SCREEN_QUERY = '(max-width: 899.98px)';

const subscribe = (onChange: () => void): (() => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

const isNarrow = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN_QUERY).matches;

/** Whether the screen is narrow enough for the folded sidebar, kept in step as the window is resized. */
export const useNarrowScreen = (): boolean => useSyncExternalStore(subscribe, isNarrow, () => false);
