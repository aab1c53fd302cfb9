/** Runs some work and answers no sooner than a fixed time after it started, whatever path it took. */
export type Pacer = <T>(work: () => Promise<T>) => Promise<T>;

export const createPacer =
  (minimumMs: number): Pacer =>
  async (work) => {
    const started = Date.now();
    try {
      return await work();
    } finally {
      const rest = minimumMs - (Date.now() - started);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  };
