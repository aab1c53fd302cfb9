import { Button } from '../../../components/ui/button';
import { addLabel } from './group-answer-state';
import { GroupItemCard } from './group-item-card';
import { QuestionActions, QuestionHeading } from '../questions/question-parts';
import { QuestionError } from '../questions/question-error';
import { useGroupAnswer, type GroupAnswerFormProps } from './use-group-answer';
import './group-answer.css';

export type { GroupAnswerFormProps } from './use-group-answer';

/** How many items the group takes, told before the cards. */
const itemsHint = ({ min_items, max_items }: GroupAnswerFormProps['question']): string =>
  min_items === max_items
    ? `Indica ${max_items === 1 ? '1 elemento' : `${max_items} elementi`}.`
    : `Da ${min_items} a ${max_items} elementi.`;

/**
 * A group question (docs/api.md, "Repeating groups and parties"): its items as cards («Locatore 1»), `min_items` to
 * start with, «Aggiungi locatore» up to `max_items`, «Rimuovi» above `min_items`, each item's fields as their
 * conditions hold for it; one «Avanti» sends the whole list once the shared rules accept it, else each problem shows
 * next to its field and the focus goes to the first. A rule of the template on the whole list, refused by the server,
 * shows above the cards.
 */
export const GroupAnswerForm = (props: GroupAnswerFormProps) => {
  const { question, number, animated, outer, onBack } = props;
  const form = useGroupAnswer(props);
  const { id, items, problems } = form;
  return (
    <form className="question" noValidate onSubmit={form.submit}>
      <div className="question__fieldset">
        <QuestionHeading as="h2" question={question} number={number} animated={animated} />
        <p className="question__hint">{itemsHint(question)}</p>
        <QuestionError id={`${id}-general`} message={problems.general} focusable />
        <div className="group-items">
          {items.map((item, index) => (
            <GroupItemCard
              key={form.keys[index]}
              group={question}
              item={item}
              index={index}
              idPrefix={id}
              outer={outer}
              problems={problems}
              onRemove={items.length > question.min_items ? () => form.remove(index) : undefined}
              onChange={(variable, value) => form.setField(index, variable, value)}
              addressBook={form.addressBookOf(index)}
            />
          ))}
        </div>
        {items.length < question.max_items && (
          <Button ref={form.addButton} variant="outline" className="group-items__add" onClick={form.add}>
            {addLabel(question.item_label)}
          </Button>
        )}
        <p className="visually-hidden" aria-live="polite">
          {form.announcement}
        </p>
      </div>
      <QuestionActions onBack={onBack} />
    </form>
  );
};
