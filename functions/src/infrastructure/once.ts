/** Memoises an async factory: the value is made once per process, on first use; a failure is retried. */
export const once = <T>(factory: () => Promise<T>): (() => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () =>
    (value ??= factory().catch((error: unknown) => {
      value = undefined;
      throw error;
    }));
};
