import { useEffect, useRef } from 'react';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Hides everything on the page but `kept` from assistive technology and from the pointer and keyboard (aria-hidden
 * and inert on its siblings under body); returns what puts each sibling back as it was, for nested modals too.
 */
const hideBackground = (kept: Element): (() => void) => {
  const siblings = Array.from(document.body.children).filter((element) => element !== kept);
  const before = siblings.map((element) => [
    element.getAttribute('aria-hidden'),
    element.hasAttribute('inert'),
  ]);
  siblings.forEach((element) => {
    element.setAttribute('aria-hidden', 'true');
    element.setAttribute('inert', '');
  });
  return () =>
    siblings.forEach((element, i) => {
      const [ariaHidden, inert] = before[i] ?? [null, false];
      if (typeof ariaHidden === 'string') element.setAttribute('aria-hidden', ariaHidden);
      else element.removeAttribute('aria-hidden');
      if (!inert) element.removeAttribute('inert');
    });
};

/**
 * A modal's focus and background while it is `open`: the rest of the page hidden and inert, the focus moved in (to
 * the element marked `data-autofocus`, else the first that takes it), kept inside (Tab cycles), back on close;
 * Escape calls `onClose`. Returns the ref of the dialog.
 */
export const useModalFocus = (open: boolean, onClose: () => void) => {
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const showBackground = dialog?.parentElement ? hideBackground(dialog.parentElement) : () => undefined;
    const first =
      dialog?.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog?.querySelector<HTMLElement>(focusableSelector);
    (first ?? dialog)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(focusableSelector));
      const [head, tail] = [items[0], items[items.length - 1]];
      if (!head || !tail) return;
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      showBackground();
      previous?.focus();
    };
  }, [open]);
  return dialogRef;
};
