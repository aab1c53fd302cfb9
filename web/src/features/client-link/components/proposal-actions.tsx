import type { ReviewAction } from '@redigo/shared/domain/client-link';

const ACTIONS: { action: ReviewAction; label: string }[] = [
  { action: 'accept', label: 'Accetta' },
  { action: 'edit', label: 'Modifica' },
  { action: 'reject', label: 'Rifiuta' },
];

interface ProposalActionsProps {
  /** The row's id: the radios' name is `${id}-action`. */
  id: string;
  chosen: ReviewAction | undefined;
  onChoose: (action: ReviewAction) => void;
}

/** «Accetta», «Modifica» or «Rifiuta» for a value the client sent, while it waits for the lawyer. */
export const ProposalActions = ({ id, chosen, onChoose }: ProposalActionsProps) => (
  <div className="proposal__actions">
    {ACTIONS.map(({ action, label }) => (
      <label key={action} className="option proposal__action">
        <input
          type="radio"
          className="option__input"
          name={`${id}-action`}
          checked={chosen === action}
          onChange={() => onChoose(action)}
        />
        <span className="option__label">{label}</span>
      </label>
    ))}
  </div>
);
