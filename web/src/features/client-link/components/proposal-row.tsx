import { proposalKey, type Proposal } from '@redigo/shared/domain/client-link';
import type { SimpleQuestion } from '@redigo/shared/domain/question';
import { Badge } from '../../../components/ui/badge';
import { GroupFieldInput } from '../../questionnaire';
import { editStart, shownValue, type Choice } from '../review-state';
import { ProposalActions } from './proposal-actions';

const DECIDED: Record<Exclude<Proposal['status'], 'pending'>, string> = {
  accepted: 'Accettato',
  edited: 'Modificato',
  rejected: 'Rifiutato',
};

/** The field an edit is typed in: the question's own (its checks), or plain text when the page does not know it. */
const editField = (question: SimpleQuestion | undefined): SimpleQuestion => ({
  ...(question ?? {
    variable: 'valore',
    type: 'text',
    options: [],
    is_multiple_selection: false,
    required_answers: [],
  }),
  question: 'Valore da mettere nella bozza',
});

interface ProposalRowProps {
  proposal: Proposal;
  question: SimpleQuestion | undefined;
  /** The id of the row, focused on a problem; its edited value's field is `${id}-value`. */
  id: string;
  choice: Choice | undefined;
  problem: string | undefined;
  onChoose: (choice: Choice) => void;
}

/**
 * One value the client sent: the draft's («Prima») and the client's («Proposto»), and, while it waits for the
 * lawyer, «Accetta», «Modifica» (the value typed in the questionnaire's own field, with its checks) or «Rifiuta».
 */
export const ProposalRow = ({ proposal, question, id, choice, problem, onChoose }: ProposalRowProps) => {
  const pending = proposal.status === 'pending';
  const editing = choice?.action === 'edit';
  const describedBy = problem && !editing ? `${id}-error` : undefined;
  return (
    <fieldset className="proposal" id={id} tabIndex={-1} aria-describedby={describedBy}>
      <legend className="proposal__question">{proposal.question}</legend>
      <dl className="proposal__values">
        <div>
          <dt>Prima</dt>
          <dd>{shownValue(question, proposal.current)}</dd>
        </div>
        <div>
          <dt>Proposto</dt>
          <dd className="proposal__proposed">{shownValue(question, proposal.proposed)}</dd>
        </div>
      </dl>
      {proposal.status === 'pending' ? (
        <ProposalActions
          id={id}
          chosen={choice?.action}
          onChoose={(action) =>
            onChoose({ action, value: action === 'edit' ? editStart(question, proposal) : proposal.proposed })
          }
        />
      ) : (
        <Badge tone={proposal.status === 'rejected' ? 'neutral' : 'success'}>
          {DECIDED[proposal.status]}
        </Badge>
      )}
      {pending && editing && (
        <GroupFieldInput
          key={proposalKey(proposal)}
          field={editField(question)}
          id={`${id}-value`}
          value={choice.value}
          error={problem}
          onChange={(value) => onChoose({ action: 'edit', value })}
        />
      )}
      {problem && !editing && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
};
