// `npm run test:stress [jest arguments]`: the integration tests while both cores are kept busy (issue 39: no test
// may depend on how fast the machine is). One CPU burner per core, each ending by itself after STRESS_MAX_MS
// (30 minutes unless given) and stopped as soon as jest ends; then jest's own exit code. Examples:
//   npm run test:stress                                  the whole integration suite, two workers
//   node scripts/stress-tests.mjs test/api/contracts-pdf  only the files whose path matches
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const maxMs = Number(process.env.STRESS_MAX_MS ?? 30 * 60_000);
const burn = `const end = Date.now() + ${maxMs}; let x = 0; while (Date.now() < end) x = (x * 31 + 7) % 1000003;`;
const burners = Array.from({ length: availableParallelism() }, () =>
  spawn(process.execPath, ['-e', burn], { stdio: 'ignore' }),
);
const stopBurners = () => {
  for (const burner of burners)
    if (burner.exitCode === null && burner.signalCode === null) burner.kill('SIGKILL');
};

console.log(
  `stress: ${burners.length} CPU burners (pids ${burners.map((b) => b.pid).join(', ')}), at most ${maxMs} ms`,
);
const jest = spawn(
  process.execPath,
  ['node_modules/jest/bin/jest.js', '--selectProjects', 'integration', '-w', '2', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.once('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    // jest (and the stacks it started) first, then the burners.
    jest.kill(signal);
    stopBurners();
    process.exit(130);
  });
}
jest.once('close', (code, signal) => {
  stopBurners();
  process.exit(code ?? (signal ? 1 : 0));
});
