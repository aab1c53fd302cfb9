import './feedback.css';

/** A spinner with a text for screen readers and, when visible, for everyone. */
export const Loader = ({
  label = 'Caricamento...',
  inline = false,
}: {
  label?: string;
  inline?: boolean;
}) => (
  <div className={inline ? 'loader loader--inline' : 'loader'} role="status">
    <span className="loader__spinner" aria-hidden="true" />
    <span className="loader__label">{label}</span>
  </div>
);

interface ProgressBarProps {
  value: number;
  max: number;
  label: string;
}

export const ProgressBar = ({ value, max, label }: ProgressBarProps) => {
  const safeMax = Math.max(max, 1);
  const clamped = Math.min(Math.max(value, 0), safeMax);
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
    >
      <div className="progress__bar" style={{ width: `${(clamped / safeMax) * 100}%` }} />
    </div>
  );
};
