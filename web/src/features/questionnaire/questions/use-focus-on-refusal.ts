import { useEffect, useRef } from 'react';

/**
 * A form opened on the server's refusal of its answer moves the focus, once, to the control `targetId()` names, so
 * that a keyboard or screen-reader user lands on the answer to correct, its message read as its description.
 */
export const useFocusOnRefusal = (
  serverProblems: readonly string[] | undefined,
  targetId: () => string | null,
): void => {
  const target = useRef(serverProblems?.length ? targetId : null);
  useEffect(() => {
    const id = target.current?.();
    if (id) document.getElementById(id)?.focus();
  }, []);
};
