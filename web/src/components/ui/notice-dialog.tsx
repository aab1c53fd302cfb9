import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from './button';
import './notice-dialog.css';

interface NoticeDialogProps {
  /** The dialog's name, shown as its first line. */
  title: string;
  children?: ReactNode;
  /** The button that closes it ('Chiudi', 'Ho capito'). */
  closeLabel: string;
  onClose: () => void;
  /** floating: fixed at the bottom of the window; inline: in the page's flow. */
  placement?: 'inline' | 'floating';
  className?: string;
}

/**
 * A non-modal dialog: it tells something without blocking the page (no backdrop, no focus trap, the page stays
 * usable); its button or Escape inside it closes it.
 */
export const NoticeDialog = ({
  title,
  children,
  closeLabel,
  onClose,
  placement = 'inline',
  className,
}: NoticeDialogProps) => {
  const titleId = useId();
  const bodyId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      className={['notice-dialog', `notice-dialog--${placement}`, className ?? ''].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      <div className="notice-dialog__text">
        <p id={titleId} className="notice-dialog__title">
          {title}
        </p>
        {children && (
          <div id={bodyId} className="notice-dialog__body">
            {children}
          </div>
        )}
      </div>
      <Button variant="outline" size="sm" onClick={onClose}>
        {closeLabel}
      </Button>
    </div>
  );
};
