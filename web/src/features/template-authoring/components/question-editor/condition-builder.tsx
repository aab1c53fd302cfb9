import { useId, useState } from 'react';
import type { ValidationError } from 'yup';
import { typeOf, type Condition, type Question } from '@redigo/shared/domain/question';
import { describeCondition } from '@redigo/shared/questionnaire/describe';
import { conditionPairSchema } from '@redigo/shared/schemas/questions';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';

interface ConditionBuilderProps {
  open: boolean;
  /** The questions before the one being written: the only ones a condition may name. */
  earlier: Question[];
  onAdd: (condition: Condition) => void;
  onClose: () => void;
}

type PairErrors = Partial<Record<'variable' | 'answer', string>>;

const errorsOf = (invalid: ValidationError): PairErrors =>
  Object.fromEntries(invalid.inner.map((e) => [e.path, e.message]));

/** The dialog that builds one condition: pairs of an earlier question and its required answer, all joined by &&. */
export const ConditionBuilder = ({ open, earlier, onAdd, onClose }: ConditionBuilderProps) => {
  const id = useId();
  const [group, setGroup] = useState<Condition>({});
  const [variable, setVariable] = useState('');
  const [answer, setAnswer] = useState('');
  const [errors, setErrors] = useState<PairErrors>({});
  const pairs = Object.entries(group);
  // Only choice questions can gate another question (docs/api.md, "Question types").
  const available = earlier.filter(
    (question) => typeOf(question) === 'choice' && !Object.hasOwn(group, question.variable),
  );
  const chosen = earlier.find((question) => question.variable === variable);

  const close = () => {
    setGroup({});
    setVariable('');
    setAnswer('');
    setErrors({});
    onClose();
  };

  /** The group with the pair being picked, or null when that pair is incomplete (its errors then show). */
  const withPicked = async (): Promise<Condition | null> => {
    try {
      await conditionPairSchema.validate({ variable, answer }, { abortEarly: false });
    } catch (invalid) {
      setErrors(errorsOf(invalid as ValidationError));
      return null;
    }
    setErrors({});
    setVariable('');
    setAnswer('');
    return { ...group, [variable]: answer };
  };

  const addPair = async () => {
    const next = await withPicked();
    if (next) setGroup(next);
  };

  const save = async () => {
    const next = variable ? await withPicked() : group;
    if (!next || Object.keys(next).length === 0) return;
    onAdd(next);
    close();
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
          <Button size="sm" onClick={() => void save()} disabled={pairs.length === 0 && !variable}>
            Salva condizione
          </Button>
        </>
      }
    >
      <p className="builder__intro">
        Scegli una domanda precedente e la risposta che deve aver ricevuto. Le coppie della stessa condizione
        devono valere tutte insieme (&&).
      </p>
      <div className="builder__pick">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-question`}>
            Domanda precedente
          </label>
          <select
            id={`${id}-question`}
            className="field__input field__input--select"
            value={variable}
            aria-invalid={errors.variable ? true : undefined}
            onChange={(event) => {
              setVariable(event.target.value);
              setAnswer('');
            }}
          >
            <option value="">Scegli una domanda</option>
            {available.map((question) => (
              <option key={question.variable} value={question.variable}>
                {`${earlier.indexOf(question) + 1}. ${question.question} (${question.variable})`}
              </option>
            ))}
          </select>
          {errors.variable && <p className="field__error">{errors.variable}</p>}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-answer`}>
            Risposta richiesta
          </label>
          <select
            id={`${id}-answer`}
            className="field__input field__input--select"
            value={answer}
            disabled={!chosen}
            aria-invalid={errors.answer ? true : undefined}
            onChange={(event) => setAnswer(event.target.value)}
          >
            <option value="">Scegli una risposta</option>
            {chosen?.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {errors.answer && <p className="field__error">{errors.answer}</p>}
        </div>
        <Button variant="secondary" size="sm" onClick={() => void addPair()} disabled={!variable}>
          Aggiungi alla condizione
        </Button>
      </div>
      <div className="builder__group" aria-live="polite">
        <p className="builder__label">Condizione</p>
        {pairs.length === 0 ? (
          <p className="muted">Nessuna coppia ancora.</p>
        ) : (
          <ul className="builder__pairs" aria-label={describeCondition(group)}>
            {pairs.map(([name, value], index) => (
              <li key={name} className="builder__pair">
                {index > 0 && <span aria-hidden="true">&&</span>}
                <code className="code-chip">{describeCondition({ [name]: value })}</code>
                <Button
                  variant="transparent"
                  size="xs"
                  aria-label={`Togli ${describeCondition({ [name]: value })}`}
                  onClick={() => setGroup(Object.fromEntries(pairs.filter(([other]) => other !== name)))}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
};
