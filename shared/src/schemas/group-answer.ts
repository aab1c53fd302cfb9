import './locale';
import { mixed, ValidationError } from 'yup';
import type { Answers, GroupItem } from '../domain/question';
import { groupAnswerMessages as messages } from '../messages/groups';
import { groupItemProblems, type JudgedGroup } from '../questionnaire/group-answers';

const countProblem = (group: JudgedGroup, items: unknown[]): string | null => {
  if (items.length < group.min_items) return messages.tooFew(group.question, group.min_items, items.length);
  if (items.length > group.max_items) return messages.tooMany(group.question, group.max_items, items.length);
  return null;
};

/**
 * A group's answer for Formik (the questionnaire's group form): the list of items, judged as the server judges it
 * (docs/api.md, "Repeating groups and parties"), each problem at the path of what caused it: `<path>[1].nome` for
 * a field of the second item, `<path>[1]` for an item that is not an object, `<path>` for the number of items.
 * `outer`: the answers outside the group, which its fields' conditions may read.
 */
export const groupAnswerSchema = (group: JudgedGroup, outer: Answers) =>
  mixed<GroupItem[]>()
    .default(() => [])
    .test('group', messages.notAList(group.question, group.item_label), function (value) {
      if (!Array.isArray(value)) return false;
      const count = countProblem(group, value);
      const errors = [
        ...(count ? [this.createError({ message: count })] : []),
        ...value
          .slice(0, group.max_items)
          .flatMap((item: unknown, index) =>
            groupItemProblems(group, item, index + 1, outer).map(({ field, message }) =>
              this.createError({ path: `${this.path}[${index}]${field ? `.${field}` : ''}`, message }),
            ),
          ),
      ];
      return errors.length === 0 || new ValidationError(errors);
    });
