import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Condition, Question } from '@redigo/shared/domain/question';
import { whenOf, type TemplateRule } from '@redigo/shared/expressions/index';
import { hasProblems, ruleProblems, type RuleProblems } from './rule-problems';

/** A rule as its editor holds it: `when` always as a list. */
export interface RuleValues {
  check: string;
  message: string;
  when: Condition[];
}

const NO_PROBLEMS: RuleProblems = { check: [], message: [], when: [] };

/** The rule as the template stores it: texts trimmed, no `when` when it has no condition. */
export const ruleOf = (values: RuleValues): TemplateRule => ({
  check: values.check.trim(),
  message: values.message.trim(),
  ...(values.when.length > 0 && { when: values.when }),
});

/**
 * The state of one rule's editor: its values, and their problems under the shared checks (the same a save makes),
 * shown once «Salva la regola» was pressed, or for the check once the author left it; the focus goes to the first
 * field with a problem. `first` is the ref of the field the focus starts in; `keepEnter`, the editor's keys.
 */
export const useRuleEditor = ({
  rule,
  position,
  questions,
  fieldIds,
  onSave,
}: {
  rule: TemplateRule | undefined;
  /** The rule's place in the list, from 1. */
  position: number;
  questions: Question[];
  /** The ids of the check's and the message's fields, where the focus goes on a problem. */
  fieldIds: { check: string; message: string };
  onSave: (rule: TemplateRule) => void;
}) => {
  const [values, setValues] = useState<RuleValues>(() => ({
    check: rule?.check ?? '',
    message: rule?.message ?? '',
    when: rule ? whenOf(rule) : [],
  }));
  const [attempted, setAttempted] = useState(false);
  const [checkLeft, setCheckLeft] = useState(false);
  const problems = ruleProblems(ruleOf(values), position, questions);
  const shown: RuleProblems = attempted
    ? problems
    : { ...NO_PROBLEMS, check: checkLeft && values.check.trim() ? problems.check : [] };

  const set = <K extends keyof RuleValues>(name: K, value: RuleValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const save = () => {
    setAttempted(true);
    if (!hasProblems(problems)) {
      onSave(ruleOf(values));
      return;
    }
    const first =
      problems.check.length > 0 ? fieldIds.check : problems.message.length > 0 ? fieldIds.message : null;
    if (first) document.getElementById(first)?.focus();
  };

  // The editor opens with the focus in its first field; Enter in a field never submits the master form around it.
  const first = useRef<HTMLTextAreaElement>(null);
  useEffect(() => first.current?.focus(), []);
  const keepEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  };

  return { values, set, problems: shown, leaveCheck: () => setCheckLeft(true), save, first, keepEnter };
};
