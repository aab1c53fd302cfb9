import { useId } from 'react';
import { whenOf, type TemplateRule } from '@redigo/shared/expressions/index';
import { describeCondition } from '@redigo/shared/questionnaire/describe';
import { Button } from '../../../../components/ui/button';
import '../../../../components/ui/numbered-list.css';

/** One rule as the list shows it: its check, the message, when it applies and what the last save said of it. */
const RuleSummary = ({
  rule,
  problems,
  textId,
}: {
  rule: TemplateRule;
  problems: string[];
  textId: string;
}) => (
  <div className="numbered-list__body">
    <p className="rules__message" id={textId}>
      {rule.message}
    </p>
    <p className="rules__meta">
      <code className="code-chip">{rule.check}</code>
    </p>
    {whenOf(rule).length > 0 && (
      <p className="questions__conditions">
        Vale se:{' '}
        {whenOf(rule).map((condition, i) => (
          <span key={i}>
            {i > 0 && <span className="questions__or"> oppure </span>}
            <code className="code-chip">{describeCondition(condition)}</code>
          </span>
        ))}
      </p>
    )}
    {problems.map((problem) => (
      <p key={problem} className="questions__issue questions__issue--error">
        {problem}
      </p>
    ))}
  </div>
);

interface RulesListProps {
  rules: TemplateRule[];
  /** The last save's messages by the rule's index. */
  serverProblems: Map<number, string[]>;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
}

/** The rules in order, each with its «Modifica» and «Elimina», described by its message. */
export const RulesList = ({ rules, serverProblems, onEdit, onDelete }: RulesListProps) => {
  const textId = `${useId()}-regola-`;
  return (
    <ol className="numbered-list rules">
      {rules.map((rule, index) => (
        <li key={`${index}-${rule.check}`} className="numbered-list__item rules__item">
          <span className="numbered-list__number">{index + 1}</span>
          <RuleSummary rule={rule} problems={serverProblems.get(index) ?? []} textId={`${textId}${index}`} />
          <div className="questions__actions">
            <Button
              variant="transparent"
              size="sm"
              aria-describedby={`${textId}${index}`}
              onClick={() => onEdit(index)}
            >
              Modifica
            </Button>
            <Button
              variant="transparent"
              size="sm"
              aria-describedby={`${textId}${index}`}
              onClick={() => onDelete(index)}
            >
              Elimina
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
};
