import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { useNarrowScreen } from './use-narrow-screen';

const FOCUSABLE = 'a[href], button:not([disabled])';

export interface SidebarMenu {
  /** The sidebar folds behind the Menu button (narrow screens). */
  folded: boolean;
  open: boolean;
  toggle: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  panelRef: RefObject<HTMLElement | null>;
}

/**
 * The folded sidebar of narrow screens: opening it moves focus to its first link and keeps Tab inside the menu
 * (its links and the Menu button); Escape closes it and gives focus back to the button; a navigation closes it.
 */
export const useSidebarMenu = (): SidebarMenu => {
  const folded = useNarrowScreen();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname, folded]);

  useEffect(() => {
    if (!open) return undefined;
    const panel = panelRef.current;
    const button = buttonRef.current;
    panel?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button?.focus();
        return;
      }
      if (event.key !== 'Tab' || !panel || !button) return;
      const cycle = [button, ...Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE))];
      const index = cycle.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? index - 1 : index + 1;
      event.preventDefault();
      cycle[(next + cycle.length) % cycle.length]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const toggle = useCallback(() => setOpen((was) => !was), []);
  return { folded, open: folded && open, toggle, buttonRef, panelRef };
};
