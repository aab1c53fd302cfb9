import type { GroupQuestion, Question } from '@redigo/shared/domain/question';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { FormActions } from '../../../../components/ui/form-actions';
import { QuestionEditor } from '../question-editor/question-editor';
import { GroupFieldsList } from './group-fields-list';
import { GroupSettings } from './group-settings';
import { useGroupEditor } from './use-group-editor';
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

/**
 * A group question (docs/api.md, "Repeating groups and parties"): its text, key, item label and bounds, and its
 * fields, each edited with the question form (type, extras, conditions on the item's earlier choice fields and the
 * earlier top-level choice questions), added, moved up or down and deleted.
 */
export const GroupEditor = ({ group: initial, questions, index, onSave, onCancel }: GroupEditorProps) => {
  const { group, setGroup, editing, setEditing, problems, ...editor } = useGroupEditor(
    initial,
    questions,
    index,
    onSave,
  );

  if (editing !== null) {
    return (
      <div className="stack">
        <h2 className="qform__legend">
          {group.item_label || 'Elemento'}: campo {editing + 1}
        </h2>
        <QuestionEditor
          question={group.fields[editing]}
          earlier={editor.earlierFor(editing)}
          takenVariables={editor.takenFor(editing)}
          onSave={(field) => editor.saveField(editing, field)}
          onCancel={() => setEditing(null)}
        />
      </div>
    );
  }

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
          onMove={editor.move}
          onDelete={editor.deleteField}
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
        <Button onClick={editor.save}>Salva il gruppo</Button>
      </FormActions>
    </div>
  );
};
