import type { Question } from '@redigo/shared/domain/question';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Loader } from '../../../../components/ui/feedback';
import { RuleEditor } from './rule-editor';
import { RulesList } from './rules-list';
import { useRulesSection } from './use-rules-section';
import './rules-section.css';

interface RulesSectionProps {
  questions: Question[];
  /** The last save's messages about the rules, by the rule's index (docs/api.md: 400 by shape, 422 by the check). */
  serverProblems: Map<number, string[]>;
}

/**
 * «Regole» (docs/api.md, "Rules"): the checks across answers the questionnaire makes before going on, each with the
 * message the lawyer reads when it fails; added, edited (with «Prova la regola») and removed here, saved with the
 * template. The last save's problems show by the rule they name.
 */
export const RulesSection = ({ questions, serverProblems }: RulesSectionProps) => {
  const { rules, error, retry, editing, setEditing, deleting, setDeleting, full, addButton, ...section } =
    useRulesSection();

  const body = () => {
    if (error)
      return (
        <div className="stack">
          <p className="questions__issue questions__issue--error">{error}</p>
          <Button variant="outline" size="sm" onClick={retry}>
            Riprova
          </Button>
        </div>
      );
    if (rules === null) return <Loader label="Caricamento delle regole..." />;
    if (editing !== null)
      return (
        <RuleEditor
          rule={rules[editing]}
          position={editing + 1}
          questions={questions}
          onSave={section.saveRule}
          onCancel={section.closeEditor}
        />
      );
    if (rules.length === 0)
      return <p className="muted">Nessuna regola: le risposte non vengono confrontate tra loro.</p>;
    return (
      <RulesList rules={rules} serverProblems={serverProblems} onEdit={setEditing} onDelete={setDeleting} />
    );
  };

  return (
    <Card
      title="Regole"
      actions={
        editing === null &&
        rules !== null && (
          <Button
            ref={addButton}
            variant="outline"
            size="sm"
            onClick={() => setEditing(rules.length)}
            disabled={full}
          >
            Aggiungi regola
          </Button>
        )
      }
    >
      <p className="field__hint rules__intro">
        Le regole confrontano le risposte tra loro. Quando una regola non è rispettata il questionario non va
        avanti e l’avvocato legge il suo messaggio accanto alla risposta da correggere.
      </p>
      {body()}
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminare la regola?"
        confirmLabel="Elimina"
        onConfirm={section.confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>
          La regola {deleting !== null ? deleting + 1 : ''} sarà tolta dal modello al prossimo salvataggio.
        </p>
      </ConfirmDialog>
    </Card>
  );
};
