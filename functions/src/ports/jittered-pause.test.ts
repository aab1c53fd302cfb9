import { jitteredPause } from './jittered-pause';

describe('jitteredPause', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const resolvedAfter = async (random: number, minMs: number, maxMs: number): Promise<number> => {
    jest.spyOn(Math, 'random').mockReturnValue(random);
    let done = false;
    void jitteredPause(minMs, maxMs).then(() => (done = true));
    let waited = 0;
    while (!done) {
      await jest.advanceTimersByTimeAsync(1);
      waited += 1;
    }
    return waited;
  };

  it('waits as long as its draw says, evenly between its bounds', async () => {
    expect(await resolvedAfter(0, 40, 120)).toBe(40);
    expect(await resolvedAfter(0.5, 40, 120)).toBe(80);
    expect(await resolvedAfter(0.75, 40, 120)).toBe(100);
    expect(await resolvedAfter(0.5, 0, 30)).toBe(15);
  });
});
