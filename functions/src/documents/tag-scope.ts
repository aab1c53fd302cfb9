import {
  isGroup,
  type GroupQuestion,
  type Question,
  type SimpleQuestion,
} from '@redigo/shared/domain/question';
import { ITEM_NAMES } from './group-value';

/** Where a tag sits: the group whose loop holds it, and the names it may use there. */
export interface TagScope {
  /** The group of the innermost loop around the tag. */
  group?: GroupQuestion;
  /** The groups whose loops are around the tag, the outermost first. */
  loops: string[];
  /** The names the tag may use: the top-level questions and, in a loop, its group's fields and the `$` names. */
  byVariable: Map<string, Question>;
}

/** The `$` names as the checks see them: `$posizione` a number (so `lettere` fits), the others plain values. */
const ITEM_NAME_QUESTIONS: SimpleQuestion[] = ITEM_NAMES.map((variable) => ({
  variable,
  question: variable,
  type: variable === '$posizione' ? 'number' : 'text',
  options: [],
  is_multiple_selection: false,
  required_answers: [],
}));

/** Whether `name` is a group's variable. */
export const isGroupIn = (byVariable: Map<string, Question>, name: string): boolean => {
  const question = byVariable.get(name);
  return question !== undefined && isGroup(question);
};

/** The scope of a tag inside the sections `sections` (their expressions, outermost first). */
export const tagScope = (sections: string[], top: Map<string, Question>): TagScope => {
  const loops = sections.map((section) => section.trim()).filter((name) => isGroupIn(top, name));
  const group = loops.length > 0 ? (top.get(loops[loops.length - 1] ?? '') as GroupQuestion) : undefined;
  if (!group) return { loops, byVariable: top };
  const inLoop: [string, Question][] = [...group.fields, ...ITEM_NAME_QUESTIONS].map((field) => [
    field.variable,
    field,
  ]);
  return { group, loops, byVariable: new Map([...top, ...inLoop]) };
};

/** Each group field's variable and its group's (the first group, when two groups share a field's name). */
export const groupOfFields = (questions: Question[]): Map<string, string> => {
  const byField = new Map<string, string>();
  questions.forEach((question) => {
    if (isGroup(question))
      question.fields.forEach((field) => {
        if (!byField.has(field.variable)) byField.set(field.variable, question.variable);
      });
  });
  return byField;
};
