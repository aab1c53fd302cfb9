import { proposalKey, type Proposal } from '@redigo/shared/domain/client-link';
import type { AskedQuestion } from '@redigo/shared/domain/question';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { QuestionErrorList } from './question-error-list';
import { questionOf } from '../review-state';
import { rowId, useReview } from '../use-review';
import { ProposalRow } from './proposal-row';

interface ReviewCardProps {
  contractId: string;
  proposals: Proposal[];
  questions: AskedQuestion[];
  onApplied: (decided: number) => void;
}

/**
 * «Dati dal cliente»: what the client sent, value by value against the draft, to accept, edit or reject («Accetta
 * tutto» for every one), applied in one batch; the values the client kept as they were folded below.
 */
export const ReviewCard = ({ contractId, proposals, questions, onApplied }: ReviewCardProps) => {
  const review = useReview(contractId, proposals, questions, onApplied);
  const { id, pending } = review;
  const row = (proposal: Proposal) => {
    const key = proposalKey(proposal);
    return (
      <ProposalRow
        key={key}
        proposal={proposal}
        question={questionOf(questions, proposal)}
        id={rowId(id, key)}
        choice={review.choices[key]}
        problem={review.problems[key]}
        onChoose={(choice) => review.choose(key, choice)}
      />
    );
  };
  const changed = proposals.filter((proposal) => proposal.changed);
  const same = proposals.filter((proposal) => !proposal.changed);
  return (
    <Card title="Dati dal cliente">
      <p>
        {pending.length > 0
          ? 'Per ogni dato scegli se accettarlo, modificarlo o rifiutarlo: le decisioni entrano nella bozza tutte insieme. Un dato che il cliente ha lasciato vuoto non cancella quello della bozza.'
          : 'Hai esaminato tutti i dati inviati dal cliente.'}
      </p>
      <QuestionErrorList id={`${id}-general`} messages={review.general} />
      <div className="proposals">{changed.map(row)}</div>
      {same.length > 0 && (
        <details className="proposals__same">
          <summary>
            {same.length === 1
              ? '1 dato uguale a quello della bozza'
              : `${same.length} dati uguali a quelli della bozza`}
          </summary>
          <div className="proposals">{same.map(row)}</div>
        </details>
      )}
      {pending.length > 0 && (
        <div className="proposals__actions">
          <Button variant="outline" onClick={review.acceptAll}>
            Accetta tutto
          </Button>
          <Button onClick={() => void review.apply()} loading={review.applying}>
            Applica le decisioni
          </Button>
        </div>
      )}
    </Card>
  );
};
