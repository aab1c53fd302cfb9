import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** large: up to 1400 px wide; default: up to 450 px. */
  size?: 'default' | 'large';
  children: ReactNode;
  footer?: ReactNode;
  /** A visible «Chiudi» button beside the title, for a dialog with no footer to leave it by (a phone has no Escape). */
  closeButton?: boolean;
}

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
 * A modal dialog, placed at the end of body: while it is open the rest of the page is hidden and inert, focus
 * moves in on open (to the element marked `data-autofocus`, else the first that takes it), stays inside (Tab
 * cycles), and returns on close.
 */
export const Modal = ({
  open,
  title,
  onClose,
  size = 'default',
  children,
  footer,
  closeButton,
}: ModalProps) => {
  const titleId = useId();
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

  if (!open) return null;
  return createPortal(
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className={`modal modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {closeButton && (
            <button type="button" className="modal__close" aria-label="Chiudi" onClick={onClose}>
              <span aria-hidden="true">×</span> Chiudi
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
};
