import { useLayoutEffect, useState } from 'react';

let pressed = false;
const waiting = new Set<() => void>();

/** After the release's click has been dispatched (it comes in the same task as the release), the waiting run. */
const release = () => {
  pressed = false;
  window.setTimeout(() => {
    if (pressed) return;
    const callbacks = [...waiting];
    waiting.clear();
    callbacks.forEach((callback) => callback());
  }, 0);
};

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/**
 * Runs `callback` now, or, while a mouse button, a finger or a pen is pressed, once it is released and its click
 * has landed. Returns what cancels a callback still waiting.
 */
const whenPointerFree = (callback: () => void): (() => void) => {
  if (!pressed) {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
};

/**
 * A value that changes the layout (a field's error message appearing or going) as the page shows it: it follows
 * `value`, but not while a pointer is pressed. A message that appears on blur because the person pressed the next
 * field would otherwise move that field from under the pointer between press and release, and the click is lost.
 */
export const useSettledValue = <T>(value: T): T => {
  const [shown, setShown] = useState(value);
  useLayoutEffect(() => {
    if (Object.is(value, shown)) return undefined;
    return whenPointerFree(() => setShown(value));
  }, [value, shown]);
  return shown;
};
