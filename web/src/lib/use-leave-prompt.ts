import { useEffect, useRef } from 'react';

/**
 * The browser's own 'leave this page?' prompt on reload, close or external navigation, asked only while
 * `shouldPrompt()` holds at that moment (checked live, so a click that turns it off just before leaving works).
 */
export const useLeavePrompt = (shouldPrompt: () => boolean): void => {
  const check = useRef(shouldPrompt);
  check.current = shouldPrompt;
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!check.current()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
};
