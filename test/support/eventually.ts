/**
 * Waits for an observable state of an asynchronous job (a queue emptied, a file stored, a process started):
 * polls `check` every `everyMs` until it holds, and fails naming `what` after `timeoutMs`. Never a fixed sleep:
 * a loaded machine only makes it poll longer, within a bound generous enough for CI under load (issue 39).
 */
export const eventually = async (
  what: string,
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 60_000, everyMs = 50 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: still not so after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
};
