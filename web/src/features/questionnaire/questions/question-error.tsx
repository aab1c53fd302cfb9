/** The problems to show: none, one, or several (every rule across answers that fails). */
export type QuestionProblem = string | readonly string[] | undefined;

const listOf = (problem: QuestionProblem): readonly string[] =>
  problem === undefined ? [] : typeof problem === 'string' ? [problem] : problem;

/**
 * Why the answer is refused, announced as it appears: one message, or the list of them. `focusable` when the focus
 * may be moved to it (the problems of a whole group, which no single field carries).
 */
export const QuestionError = ({
  id,
  message,
  focusable = false,
}: {
  id: string;
  message: QuestionProblem;
  focusable?: boolean;
}) => {
  const messages = listOf(message).filter(Boolean);
  if (messages.length === 0) return null;
  const focus = focusable ? { tabIndex: -1 } : {};
  return messages.length === 1 ? (
    <p id={id} className="question__error" role="alert" {...focus}>
      {messages[0]}
    </p>
  ) : (
    <div id={id} className="question__error" role="alert" {...focus}>
      <ul className="question__error-list">
        {messages.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
};
