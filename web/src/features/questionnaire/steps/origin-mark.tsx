import type { Answers } from '@redigo/shared/domain/question';
import { Badge } from '../../../components/ui/badge';
import { isCarriedAnswer, type ContractStep } from '../store/new-contract-store';

/** How an update's question stands against its original: its answer carried, changed since, or a new question. */
type Origin = 'carried' | 'changed' | 'new';

export const originOf = (carried: Answers, step: ContractStep): Origin =>
  isCarriedAnswer(carried, step) ? 'carried' : step.question.variable in carried ? 'changed' : 'new';

const ORIGIN_MARKS = {
  carried: { tone: 'neutral', text: 'Risposta riportata' },
  changed: { tone: 'neutral', text: 'Risposta modificata' },
  new: { tone: 'info', text: 'Domanda nuova' },
} as const;

/** An update's mark on a question of its summary. */
export const OriginMark = ({ origin }: { origin: Origin }) => (
  <span className="summary__origin">
    <Badge tone={ORIGIN_MARKS[origin].tone}>{ORIGIN_MARKS[origin].text}</Badge>
  </span>
);
