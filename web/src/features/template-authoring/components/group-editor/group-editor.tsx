import { useState } from 'react';
import { isGroup, toVariable, type GroupQuestion, type Question } from '@redigo/shared/domain/question';
import { questionnaireMessages } from '@redigo/shared/messages/questionnaire';
import { validateQuestions } from '@redigo/shared/questionnaire/questions-validation';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { FormActions } from '../../../../components/ui/form-actions';
import { placeQuestion } from '../question-editor/question-mapping';
import { QuestionEditor } from '../question-editor/question-editor';
import { moveAt } from '../question-order/question-order';
import { GroupFieldsList } from './group-fields-list';
import { GroupSettings } from './group-settings';
import '../../../../components/ui/staff.css';
import '../question-editor/question-editor.css';

interface GroupEditorProps {
  group: GroupQuestion;
  /** The template's questions, the group's own place included or not (a new group goes at `index`). */
  questions: Question[];
  index: number;
  onSave: (group: GroupQuestion) => void;
  onCancel: () => void;
}

/** The problems the shared rules find in the group at its place, as the server would refuse it on save. */
const groupProblems = (questions: Question[], index: number, group: GroupQuestion): string[] => {
  const prefix = questionnaireMessages.questionPrefix(index + 1, group.variable);
  return validateQuestions(placeQuestion(questions, index, group)).filter((problem) =>
    problem.startsWith(prefix),
  );
};

/**
 * A group question (docs/api.md, "Repeating groups and parties"): its text, key, item label and bounds, and its
 * fields, each edited with the question form (type, extras, conditions on the item's earlier choice fields and the
 * earlier top-level choice questions), added, moved up or down and deleted.
 */
export const GroupEditor = ({ group: initial, questions, index, onSave, onCancel }: GroupEditorProps) => {
  const [group, setGroup] = useState(initial);
  const [editing, setEditing] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const earlier = questions.slice(0, index).filter((question) => !isGroup(question));
  const topLevel = questions.filter((_, i) => i !== index).map((question) => question.variable);

  if (editing !== null) {
    const others = group.fields.filter((_, i) => i !== editing).map((field) => field.variable);
    return (
      <div className="stack">
        <h2 className="qform__legend">
          {group.item_label || 'Elemento'}: campo {editing + 1}
        </h2>
        <QuestionEditor
          question={group.fields[editing]}
          earlier={[...earlier, ...group.fields.slice(0, editing)]}
          takenVariables={[...others, ...topLevel, group.variable]}
          onSave={(field) => {
            if (!isGroup(field))
              setGroup({
                ...group,
                fields: placeQuestion(group.fields, editing, field) as typeof group.fields,
              });
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      </div>
    );
  }

  const move = (from: number, by: -1 | 1) => setGroup({ ...group, fields: moveAt(group.fields, from, by) });
  const save = () => {
    const saved = { ...group, variable: toVariable(group.variable), question: group.question.trim() };
    const found = groupProblems(questions, index, saved);
    setProblems(found);
    if (found.length === 0) onSave(saved);
  };

  return (
    <div className="qform stack">
      <Card>
        <GroupSettings group={group} onChange={setGroup} />
      </Card>
      <Card
        title="Campi di ogni elemento"
        actions={
          <Button variant="outline" size="sm" onClick={() => setEditing(group.fields.length)}>
            Aggiungi campo
          </Button>
        }
      >
        <GroupFieldsList
          fields={group.fields}
          onEdit={setEditing}
          onMove={move}
          onDelete={(at) => setGroup({ ...group, fields: group.fields.filter((_, i) => i !== at) })}
        />
      </Card>
      {problems.length > 0 && (
        <div role="alert" className="stack">
          {problems.map((problem) => (
            <p key={problem} className="field__error">
              {problem}
            </p>
          ))}
        </div>
      )}
      <FormActions className="qform__actions">
        <Button variant="outline" onClick={onCancel}>
          Annulla
        </Button>
        <Button onClick={save}>Salva il gruppo</Button>
      </FormActions>
    </div>
  );
};
