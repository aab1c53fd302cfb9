import './questionnaire.css';

/** Seconds between one word and the next when a question is revealed (docs/product-spec.md section 9). */
const REVEAL_SECONDS_PER_WORD = 0.025;

/** A text that appears word by word when `animated`; screen readers get it whole at once. */
export const RevealText = ({ text, animated }: { text: string; animated: boolean }) => {
  if (!animated) return <>{text}</>;
  const words = text.split(/\s+/).filter(Boolean);
  return (
    <>
      <span className="visually-hidden">{text}</span>
      <span aria-hidden="true">
        {words.map((word, i) => (
          <span
            key={i}
            className="reveal__word"
            style={{ animationDelay: `${(i * REVEAL_SECONDS_PER_WORD).toFixed(3)}s` }}
          >
            {word}{' '}
          </span>
        ))}
      </span>
    </>
  );
};
