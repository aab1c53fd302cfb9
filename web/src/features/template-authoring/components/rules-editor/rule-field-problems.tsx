/** A field's problems, which describe it. */
export const RuleFieldProblems = ({ id, problems }: { id: string; problems: string[] }) =>
  problems.length === 0 ? null : (
    <div id={id} className="field__error">
      {problems.map((problem) => (
        <p key={problem} className="rule-editor__problem">
          {problem}
        </p>
      ))}
    </div>
  );

/** The ids a field is described by: its hint, and its problems when it has some. */
export const describedBy = (hintId: string, errorId: string, problems: string[]) =>
  [hintId, problems.length > 0 ? errorId : ''].filter(Boolean).join(' ');
