import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Answers, AnswerValue, AskedGroupQuestion } from '@redigo/shared/domain/question';
import {
  fieldKey,
  initialItems,
  problemsFromServer,
  readGroupItems,
  type FieldKey,
  type GroupProblems,
  type TypedItem,
} from './group-answer-state';
import { fieldControlId } from './group-item-card';
import { type AnswerFormProps } from '../questions/question-parts';
import { useFocusOnRefusal } from '../questions/use-focus-on-refusal';
import { useItemContacts } from './use-item-contacts';

export interface GroupAnswerFormProps extends Omit<AnswerFormProps, 'question'> {
  question: AskedGroupQuestion;
  /** The answers given before the group, which its fields' conditions may read. */
  outer: Answers;
  /** A half-filled list kept while typing (as typed), restored as it was. */
  kept?: unknown;
  /** Called with the list as typed after each change, so a reload or a return keeps it. */
  onKeep?: (items: TypedItem[]) => void;
  /** «Scegli dalla rubrica» and «Salva in rubrica» on a party group's cards (the lawyer's questionnaire only). */
  addressBook?: boolean;
}

const NO_PROBLEMS: GroupProblems = { byField: new Map(), general: [] };

let nextKey = 0;
const newKey = () => `item-${++nextKey}`;

/**
 * The state of a group's form: the items as typed and their keys, the problems by field and above the items (the
 * shared rules' on «Avanti», the server's refusal), what is announced, and where the focus goes after adding,
 * removing, a refused «Avanti» or a refusal of the server.
 */
export const useGroupAnswer = ({
  question,
  recalled,
  outer,
  kept,
  onKeep,
  serverProblems,
  addressBook = false,
  onAnswer,
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

  /** The control a problem of the list sits by: its field's, or its item's card for a problem of the whole item. */
  const controlOf = (key: FieldKey): string => {
    const index = Number(key.split('.')[0]);
    const variable = key.slice(key.indexOf('.') + 1);
    return variable ? fieldControlId(id, index, variable) : `${id}-${index}`;
  };
  // Refused by the server: the focus goes to the first field it names, else to its messages above the items.
  useFocusOnRefusal(serverProblems, () => {
    const first = [...problems.byField.keys()][0];
    return first ? controlOf(first) : `${id}-general`;
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
    if (first) focusTarget.current = controlOf(first);
    setAnnouncement('');
  };

  const addressBookOf = useItemContacts(addressBook ? question : null, outer, {
    items,
    keys,
    change,
    problems,
    setProblems,
  });

  return { id, items, keys, problems, announcement, addButton, setField, add, remove, submit, addressBookOf };
};
