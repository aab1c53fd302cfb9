/**
 * What a covering set of rows is built from: parameters, each with a domain of small integer values (0 to
 * size - 1), taking part in a row only when its requirements hold on the parameters before it. A questionnaire's
 * questions are parameters (answer-combinations.ts); a repeating group can add its count and its fields' choices
 * as more parameters of the same kind.
 */
export interface CoveringParameter {
  /** How many values it takes; 0 for a parameter that never takes part. */
  size: number;
  /** It takes part when any of these holds (OR); always when there is none. */
  when: readonly Requirement[];
}

/** One value of one earlier parameter among those listed (`values` holds value indices). */
interface Literal {
  parameter: number;
  values: readonly number[];
}

/** Every literal holds (AND). */
type Requirement = readonly Literal[];

/** A row: each parameter's value index, or ABSENT where it does not take part. */
export type CoveringRow = Int16Array;
export const ABSENT = -1;

/** A literal as a membership table over its parameter's values. */
export interface CompiledLiteral {
  parameter: number;
  allows: Uint8Array;
}

/** The parameters with their literals as membership tables; a literal on a later parameter never holds. */
export const compileParameters = (parameters: readonly CoveringParameter[]): CompiledLiteral[][][] =>
  parameters.map((parameter, index) =>
    parameter.when.map((requirement) =>
      requirement.map(({ parameter: earlier, values }) => {
        const size = earlier < index ? (parameters[earlier]?.size ?? 0) : 0;
        const allows = new Uint8Array(size);
        for (const value of values) if (value >= 0 && value < size) allows[value] = 1;
        return { parameter: earlier < index ? earlier : -1, allows };
      }),
    ),
  );

/** Whether a parameter takes part in a row whose earlier values are set. */
export const takesPart = (when: readonly CompiledLiteral[][], row: CoveringRow): boolean =>
  when.length === 0 ||
  when.some((requirement) =>
    requirement.every(({ parameter, allows }) => {
      const value = parameter < 0 ? ABSENT : (row[parameter] ?? ABSENT);
      return value !== ABSENT && allows[value] === 1;
    }),
  );
