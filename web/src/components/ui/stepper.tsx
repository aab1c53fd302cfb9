import './stepper.css';

export type StepState = 'complete' | 'active' | 'incomplete';

/** Each step's state relative to the current one. */
const stepStates = (count: number, current: number): StepState[] =>
  Array.from({ length: count }, (_, i) =>
    i < current ? 'complete' : i === current ? 'active' : 'incomplete',
  );

interface StepperProps {
  steps: readonly string[];
  current: number;
}

const stateLabel: Record<StepState, string> = {
  complete: 'completato',
  active: 'in corso',
  incomplete: 'da fare',
};

export const Stepper = ({ steps, current }: StepperProps) => {
  const states = stepStates(steps.length, current);
  return (
    <ol className="stepper" aria-label="Avanzamento">
      {steps.map((title, i) => {
        const state = states[i] ?? 'incomplete';
        return (
          <li
            key={title}
            className={`stepper__step stepper__step--${state}`}
            aria-current={state === 'active' ? 'step' : undefined}
          >
            <span className="stepper__marker" aria-hidden="true">
              {state === 'complete' ? '✓' : i + 1}
            </span>
            <span className="stepper__title">{title}</span>
            <span className="visually-hidden">({stateLabel[state]})</span>
          </li>
        );
      })}
    </ol>
  );
};
