import { useId } from 'react';
import type { Question } from '@redigo/shared/domain/question';
import { RULE_LIMITS, type TemplateRule } from '@redigo/shared/expressions/index';
import { Button } from '../../../../components/ui/button';
import { ConditionsList } from '../question-editor/conditions-list';
import { messageLength } from './rule-problems';
import { describedBy, RuleFieldProblems } from './rule-field-problems';
import { RuleTrialPanel } from './rule-trial-panel';
import { ruleOf, useRuleEditor } from './use-rule-editor';

interface RuleEditorProps {
  /** The rule to edit; none for a new one. */
  rule: TemplateRule | undefined;
  /** Its place in the list, from 1. */
  position: number;
  questions: Question[];
  onSave: (rule: TemplateRule) => void;
  onCancel: () => void;
}

/**
 * One rule being written inside «Regole»: its check (an expression that must be true), the message the lawyer reads
 * when it is not, the conditions under which it applies, and «Prova la regola». It stands inside the master form, so
 * Enter in one of its fields never submits the template.
 */
export const RuleEditor = ({ rule, position, questions, onSave, onCancel }: RuleEditorProps) => {
  const id = useId();
  const ids = { check: `${id}-check`, message: `${id}-message` };
  const editor = useRuleEditor({ rule, position, questions, fieldIds: ids, onSave });
  const { values, problems, first, keepEnter } = editor;
  return (
    <div className="rule-editor" role="group" aria-labelledby={`${id}-title`} onKeyDown={keepEnter}>
      <h3 className="rule-editor__title" id={`${id}-title`}>
        {rule ? `Regola n. ${position}` : 'Nuova regola'}
      </h3>
      <div className="field">
        <label className="field__label" htmlFor={ids.check}>
          Controllo
        </label>
        <p className="field__hint" id={`${ids.check}-hint`}>
          Un’espressione che deve essere vera, scritta come nei tag ma senza parentesi graffe: per esempio{' '}
          <code>deposito_importo {'<='} canone_annuo / 4</code>, oppure{' '}
          <code>eredi | somma:"quota" == 100</code>.
        </p>
        <textarea
          ref={first}
          id={ids.check}
          className="field__input rule-editor__check"
          rows={2}
          spellCheck={false}
          value={values.check}
          aria-invalid={problems.check.length > 0 || undefined}
          aria-describedby={describedBy(`${ids.check}-hint`, `${ids.check}-error`, problems.check)}
          onChange={(event) => editor.set('check', event.target.value)}
          onBlur={editor.leaveCheck}
        />
        <RuleFieldProblems id={`${ids.check}-error`} problems={problems.check} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.message}>
          Messaggio per l’avvocato
        </label>
        <p className="field__hint" id={`${ids.message}-hint`}>
          Da {RULE_LIMITS.messageMin} a {RULE_LIMITS.messageMax} caratteri: l’avvocato lo legge accanto alla
          risposta da correggere. {messageLength(values.message)} / {RULE_LIMITS.messageMax} caratteri.
        </p>
        <textarea
          id={ids.message}
          className="field__input"
          rows={3}
          value={values.message}
          aria-invalid={problems.message.length > 0 || undefined}
          aria-describedby={describedBy(`${ids.message}-hint`, `${ids.message}-error`, problems.message)}
          onChange={(event) => editor.set('message', event.target.value)}
        />
        <RuleFieldProblems id={`${ids.message}-error`} problems={problems.message} />
      </div>
      <ConditionsList
        legend="Quando vale (facoltativo)"
        hint="La regola vale se almeno una condizione è vera; una condizione è vera se lo sono tutte le sue coppie."
        empty="Nessuna condizione: la regola vale sempre."
        conditions={values.when}
        earlier={questions}
        error={problems.when.join(' ') || undefined}
        onChange={(when) => editor.set('when', when)}
      />
      <RuleTrialPanel rule={ruleOf(values)} questions={questions} />
      <div className="rule-editor__actions">
        <Button variant="outline" size="sm" onClick={onCancel}>
          Annulla
        </Button>
        <Button size="sm" onClick={editor.save}>
          Salva la regola
        </Button>
      </div>
    </div>
  );
};
