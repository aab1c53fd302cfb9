import { useId } from 'react';
import type { Condition, Question } from '@redigo/shared/domain/question';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { ConditionPairList } from './condition-pair-list';
import { PairFields } from './condition-pair-fields';
import { useConditionBuilder } from './use-condition-builder';

interface ConditionBuilderProps {
  open: boolean;
  /** The questions before the one being written: the only ones a condition may name. */
  earlier: Question[];
  onAdd: (condition: Condition) => void;
  onClose: () => void;
}

/**
 * The dialog that builds one condition: pairs of an earlier question and what it must hold (a choice's answer, a
 * comparison on a number, an amount or a date, a test on a group's items), all joined by &&.
 */
export const ConditionBuilder = ({ open, earlier, onAdd, onClose }: ConditionBuilderProps) => {
  const id = useId();
  const builder = useConditionBuilder(earlier, onAdd);
  const { condition, pair, errors, chosen } = builder;
  const pairs = Object.keys(condition);

  const close = () => {
    builder.reset();
    onClose();
  };
  const save = async () => {
    if (await builder.save()) onClose();
  };

  return (
    <Modal
      open={open}
      title="Nuova condizione"
      onClose={close}
      footer={
        <>
          <Button variant="outline" size="sm" onClick={close}>
            Annulla
          </Button>
          <Button size="sm" onClick={() => void save()} disabled={pairs.length === 0 && !pair.variable}>
            Salva condizione
          </Button>
        </>
      }
    >
      <p className="builder__intro">
        Scegli una domanda precedente e che cosa deve valere: la risposta data; per un numero, un importo o
        una data, un confronto; per un gruppo, la risposta di almeno un elemento o di tutti. Le coppie della
        stessa condizione devono valere tutte insieme (&&).
      </p>
      <div className="builder__pick">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-question`}>
            Domanda precedente
          </label>
          <select
            id={`${id}-question`}
            className="field__input field__input--select"
            value={pair.variable}
            aria-invalid={errors.variable ? true : undefined}
            aria-describedby={errors.variable ? `${id}-question-error` : undefined}
            onChange={(event) => builder.choose(event.target.value)}
          >
            <option value="">Scegli una domanda</option>
            {builder.available.map((question) => (
              <option key={question.variable} value={question.variable}>
                {`${earlier.indexOf(question) + 1}. ${question.question} (${question.variable})`}
              </option>
            ))}
          </select>
          {errors.variable && (
            <p className="field__error" id={`${id}-question-error`}>
              {errors.variable}
            </p>
          )}
        </div>
        {chosen && (
          <PairFields id={id} question={chosen} pair={pair} errors={errors} onChange={builder.set} />
        )}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void builder.addPair()}
          disabled={!pair.variable}
        >
          Aggiungi alla condizione
        </Button>
      </div>
      <div className="builder__group" aria-live="polite">
        <p className="builder__label">Condizione</p>
        <ConditionPairList condition={condition} onRemove={builder.removePair} />
      </div>
    </Modal>
  );
};
