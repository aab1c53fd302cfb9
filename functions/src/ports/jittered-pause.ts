/**
 * Waits a random time, drawn evenly between `minMs` and `maxMs`, so that writers that collided try again at
 * different moments instead of colliding again. The one back-off pause of the server: it sits on the ground floor
 * (functions/src/ports) so that the areas and the adapters alike may use it; each caller gives its own bounds.
 */
export const jitteredPause = (minMs: number, maxMs: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, minMs + Math.random() * (maxMs - minMs)));
