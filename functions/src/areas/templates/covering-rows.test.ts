import { ABSENT, compileParameters, takesPart, type CoveringParameter } from './covering-parameters';
import { coveringRows } from './covering-rows';

/** Every row the parameters allow, by brute force: each parameter that takes part takes each of its values. */
const allRows = (parameters: CoveringParameter[]): number[][] => {
  const conditions = compileParameters(parameters);
  const rows: number[][] = [];
  const walk = (index: number, row: Int16Array) => {
    if (index === parameters.length) return void rows.push([...row]);
    const size = parameters[index]?.size ?? 0;
    if (size === 0 || !takesPart(conditions[index] ?? [], row)) return walk(index + 1, row);
    for (let value = 0; value < size; value += 1) {
      const next = Int16Array.from(row);
      next[index] = value;
      walk(index + 1, next);
    }
  };
  walk(0, new Int16Array(parameters.length).fill(ABSENT));
  return rows;
};

/** The pairs and single values of a row, as text. */
const pairsOf = (row: number[]): string[] => {
  const taken = row.flatMap((value, parameter) => (value === ABSENT ? [] : [`${parameter}=${value}`]));
  return taken.flatMap((first, index) => [
    first,
    ...taken.slice(index + 1).map((second) => `${first}&${second}`),
  ]);
};

const expectCovering = (parameters: CoveringParameter[]) => {
  const possible = allRows(parameters);
  const rows = [...coveringRows(parameters)].map((row) => [...row]);
  const reachable = new Set(possible.flatMap(pairsOf));
  const covered = new Set(rows.flatMap(pairsOf));
  expect([...reachable].filter((pair) => !covered.has(pair))).toEqual([]);
  const valid = new Set(possible.map((row) => row.join(',')));
  expect(rows.filter((row) => !valid.has(row.join(',')))).toEqual([]);
  return { rows, possible };
};

describe('coveringRows: parameters with value domains and requirements', () => {
  it('covers every pair of values of unconstrained parameters in far fewer rows than all of them', () => {
    const parameters = Array.from({ length: 8 }, () => ({ size: 3, when: [] }));

    const { rows, possible } = expectCovering(parameters);

    expect(possible).toHaveLength(3 ** 8);
    expect(rows.length).toBeLessThanOrEqual(20);
  });

  it('reaches a pair through the second of two requirements when the first cannot hold with it', () => {
    // p2 takes part when p0 = 0, or when p1 = 1: (p0 = 2, p2 = *) needs the second requirement.
    const parameters: CoveringParameter[] = [
      { size: 3, when: [] },
      { size: 2, when: [] },
      {
        size: 2,
        when: [[{ parameter: 0, values: [0] }], [{ parameter: 1, values: [1] }]],
      },
      { size: 4, when: [] },
    ];

    const { rows } = expectCovering(parameters);

    expect(rows.some((row) => row[0] === 2 && row[2] === 1)).toBe(true);
  });

  it('like a repeating group: a count parameter, fields that take part only at the larger count', () => {
    const count: CoveringParameter = { size: 2, when: [] };
    const field = (values: number[]): CoveringParameter => ({
      size: 3,
      when: [[{ parameter: 0, values }]],
    });
    const parameters = [count, field([0, 1]), field([0, 1]), field([1]), field([1]), { size: 2, when: [] }];

    const { rows } = expectCovering(parameters);

    expect(rows.filter((row) => row[0] === 0).every((row) => row[3] === ABSENT && row[4] === ABSENT)).toBe(
      true,
    );
  });

  it('leaves out, and ends on, pairs no row can hold and parameters that never take part', () => {
    const parameters: CoveringParameter[] = [
      { size: 2, when: [] },
      { size: 2, when: [[{ parameter: 0, values: [0] }]] },
      { size: 2, when: [[{ parameter: 0, values: [1] }]] },
      { size: 2, when: [[{ parameter: 5, values: [0] }]] },
      { size: 0, when: [] },
    ];

    const { rows } = expectCovering(parameters);

    expect(rows.some((row) => row[1] !== ABSENT && row[2] !== ABSENT)).toBe(false);
    expect(rows.every((row) => row[3] === ABSENT)).toBe(true);
  });
});
