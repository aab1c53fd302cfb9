import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from './use-modal-focus';
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
  const dialogRef = useModalFocus(open, onClose);

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
