// `node scripts/run-together.mjs typecheck lint`: npm scripts that don't depend on each other, run at the same time
// (each is one single-threaded process, and the machine has two cores). Each one's output is printed whole when it
// ends, under its name, so two outputs never interleave; the exit code is the first failure's, or 0.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const run = (name) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(
        `\n> ${name} (${status === 0 ? 'passed' : `failed, exit ${status}`}, ${seconds} s)\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });

const statuses = await Promise.all(names.map(run));
process.exit(statuses.find((status) => status !== 0) ?? 0);
