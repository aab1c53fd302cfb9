import type { MouseEvent, ReactNode } from 'react';

/**
 * Pressing a button would first blur the field being typed in; an error that blur reveals moves the buttons
 * down, and the click lands beside them. Keeping the focus where it is until the click avoids that.
 */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** The row of a form's buttons. */
export const FormActions = ({ className, children }: { className: string; children: ReactNode }) => (
  <div className={className} onMouseDown={keepFocus}>
    {children}
  </div>
);
