import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Answers, AnswerValue, AskedGroupQuestion } from '@redigo/shared/domain/question';
import { Button } from '../../components/ui/button';
import {
  addLabel,
  fieldKey,
  initialItems,
  problemsFromServer,
  readGroupItems,
  type GroupProblems,
  type TypedItem,
} from './group-answer-state';
import { fieldControlId, GroupItemCard } from './group-item-card';
import { QuestionActions, QuestionError, QuestionHeading, type AnswerFormProps } from './question-parts';
import { useItemContacts } from './use-item-contacts';
import './group-answer.css';

export interface GroupAnswerFormProps extends Omit<AnswerFormProps, 'question'> {
  question: AskedGroupQuestion;
  /** The answers given before the group, which its fields' conditions may read. */
  outer: Answers;
  /** A half-filled list kept while typing (as typed), restored as it was. */
  kept?: unknown;
  /** Called with the list as typed after each change, so a reload or a return keeps it. */
  onKeep?: (items: TypedItem[]) => void;
  /** The server's 400 messages on this list, put next to the fields they name. */
  serverProblems?: string[];
  /** «Scegli dalla rubrica» and «Salva in rubrica» on a party group's cards (the lawyer's questionnaire only). */
  addressBook?: boolean;
}

const NO_PROBLEMS: GroupProblems = { byField: new Map(), general: [] };

let nextKey = 0;
const newKey = () => `item-${++nextKey}`;

/**
 * A group question (docs/api.md, "Repeating groups and parties"): its items as cards («Locatore 1»), `min_items` to
 * start with, «Aggiungi locatore» up to `max_items`, «Rimuovi» above `min_items`, each item's fields as their
 * conditions hold for it; one «Avanti» sends the whole list once the shared rules accept it, else each problem shows
 * next to its field and the focus goes to the first.
 */
export const GroupAnswerForm = ({
  question,
  number,
  animated,
  recalled,
  outer,
  kept,
  onKeep,
  serverProblems,
  addressBook = false,
  onAnswer,
  onBack,
}: GroupAnswerFormProps) => {
  const id = useId();
  const [items, setItems] = useState(() => initialItems(question, kept, recalled));
  const [keys, setKeys] = useState(() => items.map(newKey));
  const [problems, setProblems] = useState<GroupProblems>(() =>
    serverProblems?.length ? problemsFromServer(question, items.length, serverProblems) : NO_PROBLEMS,
  );
  const [announcement, setAnnouncement] = useState('');
  const focusTarget = useRef<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusTarget.current === null) return;
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === 'add') addButton.current?.focus();
    else document.getElementById(target)?.focus();
  });

  const change = (next: TypedItem[]) => {
    setItems(next);
    onKeep?.(next);
  };
  const setField = (index: number, variable: string, value: AnswerValue) => {
    change(items.map((item, i) => (i === index ? { ...item, [variable]: value } : item)));
    // A problem goes once its field is changed; the next «Avanti» judges the list again.
    const key = fieldKey(index, variable);
    if (problems.byField.has(key))
      setProblems({ ...problems, byField: new Map([...problems.byField].filter(([k]) => k !== key)) });
  };

  const add = () => {
    const index = items.length;
    change([...items, {}]);
    setKeys([...keys, newKey()]);
    focusTarget.current = `${id}-${index}`;
    setAnnouncement(`${question.item_label} ${index + 1} aggiunto: compila i suoi campi.`);
  };
  const remove = (index: number) => {
    change(items.filter((_, i) => i !== index));
    setKeys(keys.filter((_, i) => i !== index));
    setProblems(NO_PROBLEMS);
    const left = items.length - 1;
    // The item that takes its place, or the one before when the last went; «Aggiungi» when that one can't be focused.
    focusTarget.current = `${id}-${Math.min(index, left - 1)}`;
    setAnnouncement(
      `${question.item_label} ${index + 1} rimosso. ${left === 1 ? 'Resta 1 elemento' : `Restano ${left} elementi`}.`,
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readGroupItems(question, items, outer);
    if (read.answer) {
      onAnswer(read.answer);
      return;
    }
    setProblems(read.problems);
    const first = [...read.problems.byField.keys()][0];
    if (first) {
      const [index, variable] = [Number(first.split('.')[0]), first.slice(first.indexOf('.') + 1)];
      focusTarget.current = variable ? fieldControlId(id, index, variable) : `${id}-${index}`;
    }
    setAnnouncement('');
  };

  const addressBookOf = useItemContacts({
    enabled: addressBook,
    group: question,
    outer,
    items,
    keys,
    change,
    problems,
    setProblems,
  });

  const full = items.length >= question.max_items;
  return (
    <form className="question" noValidate onSubmit={submit}>
      <div className="question__fieldset">
        <QuestionHeading as="h2" question={question} number={number} animated={animated} />
        <p className="question__hint">
          {question.min_items === question.max_items
            ? `Indica ${question.max_items === 1 ? '1 elemento' : `${question.max_items} elementi`}.`
            : `Da ${question.min_items} a ${question.max_items} elementi.`}
        </p>
        {problems.general.map((message) => (
          <QuestionError key={message} id={`${id}-general`} message={message} />
        ))}
        <div className="group-items">
          {items.map((item, index) => (
            <GroupItemCard
              key={keys[index]}
              group={question}
              item={item}
              index={index}
              idPrefix={id}
              outer={outer}
              problems={problems}
              onRemove={items.length > question.min_items ? () => remove(index) : undefined}
              onChange={(variable, value) => setField(index, variable, value)}
              addressBook={addressBookOf(index)}
            />
          ))}
        </div>
        {!full && (
          <Button ref={addButton} variant="outline" className="group-items__add" onClick={add}>
            {addLabel(question.item_label)}
          </Button>
        )}
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </div>
      <QuestionActions onBack={onBack} />
    </form>
  );
};
