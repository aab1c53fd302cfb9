import type { HTMLAttributes, ReactNode, Ref } from 'react';
import './flow.css';

interface FlowPanelProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section';
  ref?: Ref<HTMLDivElement>;
}

/** A step's white panel (a step may show more than one, as the cart does). */
export const FlowPanel = ({ as: Tag = 'div', className, ...rest }: FlowPanelProps) => (
  <Tag className={className ? `flow-panel ${className}` : 'flow-panel'} {...rest} />
);

/** A step's buttons: back on the left, forward on the right. */
export const FlowActions = ({ children }: { children: ReactNode }) => (
  <div className="flow-actions">{children}</div>
);
