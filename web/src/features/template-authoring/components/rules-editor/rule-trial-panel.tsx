import { useState } from 'react';
import type { Question } from '@redigo/shared/domain/question';
import type { TemplateRule } from '@redigo/shared/expressions/index';
import {
  initialExamples,
  trialQuestions,
  tryRule,
  type TrialExamples,
  type TrialOutcome,
} from './rule-trial';
import { TrialExampleFields } from './trial-examples';

/** What the outcome says, in Italian. */
const outcomeText = (outcome: TrialOutcome, message: string): string => {
  switch (outcome.kind) {
    case 'unreadable':
      return 'Il controllo non si può leggere: correggilo per provarlo.';
    case 'missing':
      return `Manca una risposta di esempio valida per: ${outcome.questions.join(', ')}.`;
    case 'not-applied':
      return 'Con queste risposte la regola non si applica: nessuna condizione di «Quando vale» è vera.';
    case 'empty':
      return 'Con queste risposte il controllo non dà un risultato (per esempio per una divisione per zero): la regola non ferma il questionario.';
    case 'held':
      return 'Regola rispettata: il questionario va avanti.';
    case 'broken': {
      const read = message.trim();
      if (!read)
        return 'Regola non rispettata: il questionario si ferma e l’avvocato legge il messaggio della regola.';
      // A message that ends its own sentence closes the quotation: «… 392/1978).», not «… 392/1978).».
      return `Regola non rispettata: il questionario si ferma e l’avvocato legge «${read}»${/[.!?]$/.test(read) ? '' : '.'}`;
    }
  }
};

/**
 * «Prova la regola»: example answers for the questions the rule reads (the samples the tag palette's examples use, a
 * group with two items), and what the rule does with them, by the shared evaluator the questionnaire runs on the
 * server, as the author changes them.
 */
export const RuleTrialPanel = ({ rule, questions }: { rule: TemplateRule; questions: Question[] }) => {
  const [typed, setTyped] = useState<TrialExamples>({});
  const asked = trialQuestions(rule, questions);
  const examples = { ...initialExamples(asked), ...typed };
  const outcome = rule.check.trim() ? tryRule(rule, questions, examples) : null;
  return (
    <fieldset className="rule-trial">
      <legend className="qform__legend">Prova la regola</legend>
      {asked.length === 0 ? (
        <p className="muted">Scrivi il controllo per provarlo con delle risposte di esempio.</p>
      ) : (
        <>
          <p className="field__hint rule-trial__hint">
            Risposte di esempio, scritte come le scrive l’avvocato: cambiale per vedere quando la regola ferma
            il questionario.
          </p>
          <TrialExampleFields
            asked={asked}
            examples={examples}
            onChange={(variable, example) => setTyped({ ...typed, [variable]: example })}
          />
        </>
      )}
      <p
        role="status"
        className={`rule-trial__outcome${outcome ? ` rule-trial__outcome--${outcome.kind}` : ''}`}
      >
        {outcome ? outcomeText(outcome, rule.message) : ''}
      </p>
    </fieldset>
  );
};
