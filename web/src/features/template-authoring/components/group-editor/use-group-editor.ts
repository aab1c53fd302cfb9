import { useState } from 'react';
import { isGroup, toVariable, type GroupQuestion, type Question } from '@redigo/shared/domain/question';
import { questionnaireMessages } from '@redigo/shared/messages/questionnaire';
import { validateQuestions } from '@redigo/shared/questionnaire/questions-validation';
import { placeQuestion } from '../question-editor/question-mapping';
import { moveAt } from '../question-order/question-order';

/** The problems the shared rules find in the group at its place, as the server would refuse it on save. */
const groupProblems = (questions: Question[], index: number, group: GroupQuestion): string[] => {
  const prefix = questionnaireMessages.questionPrefix(index + 1, group.variable);
  return validateQuestions(placeQuestion(questions, index, group)).filter((problem) =>
    problem.startsWith(prefix),
  );
};

/**
 * The state of a group's editor: the group as edited, the field being edited (its index; the fields' count for a
 * new one), what that field may name and may not be called, and the save, refused with the shared rules' problems.
 */
export const useGroupEditor = (
  initial: GroupQuestion,
  questions: Question[],
  index: number,
  onSave: (group: GroupQuestion) => void,
) => {
  const [group, setGroup] = useState(initial);
  const [editing, setEditing] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const earlier = questions.slice(0, index).filter((question) => !isGroup(question));
  const topLevel = questions.filter((_, i) => i !== index).map((question) => question.variable);

  /** The questions a field's conditions may name: the earlier top-level choices, the item's earlier fields. */
  const earlierFor = (at: number) => [...earlier, ...group.fields.slice(0, at)];
  /** The keys a field may not take: the group's other fields', the other questions', the group's own. */
  const takenFor = (at: number) => [
    ...group.fields.filter((_, i) => i !== at).map((field) => field.variable),
    ...topLevel,
    group.variable,
  ];
  const saveField = (at: number, field: Question) => {
    if (!isGroup(field))
      setGroup({
        ...group,
        fields: placeQuestion(group.fields, at, field) as typeof group.fields,
      });
    setEditing(null);
  };
  const move = (from: number, by: -1 | 1) => setGroup({ ...group, fields: moveAt(group.fields, from, by) });
  const deleteField = (at: number) => setGroup({ ...group, fields: group.fields.filter((_, i) => i !== at) });
  const save = () => {
    const saved = { ...group, variable: toVariable(group.variable), question: group.question.trim() };
    const found = groupProblems(questions, index, saved);
    setProblems(found);
    if (found.length === 0) onSave(saved);
  };
  return {
    group,
    setGroup,
    editing,
    setEditing,
    problems,
    earlierFor,
    takenFor,
    saveField,
    move,
    deleteField,
    save,
  };
};
