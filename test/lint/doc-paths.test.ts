import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');

/** Files the docs name that a command writes and the repository does not keep. */
const WRITTEN_BY_COMMANDS = new Set([
  'cdk-outputs.json',
  'links.json',
  'test/bench/dist',
  'infra/converter/dist/',
]);

/** The top folders of the repository: a backticked name that starts with one is a path. */
const TOP = /^(functions|shared|web|infra|test|scripts|docs|types)\//;
/** A bare file name (`transactions.ts`): it must name a file somewhere in the repository. */
const FILE_NAME = /^[\w.-]+\.(ts|tsx|mjs|js|json|md)$/;

const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const folders = new Set(
  tracked.flatMap((file) => {
    const parts = file.split('/');
    return parts.slice(1).map((_, index) => parts.slice(0, index + 1).join('/'));
  }),
);
const names = new Set(tracked.map((file) => file.split('/').pop()));

/** Every backticked path (`functions/src/x.ts`, `shared/src/schemas/`, `x.ts:12`) that names nothing in the repository. */
const missingPaths = (document: string): string[] =>
  [...readFileSync(join(root, document), 'utf8').matchAll(/`([^`\s]+)`/g)]
    .map(([, quoted = '']) => quoted.replace(/[),.;:]+$/, '').replace(/(#.*|:\d+(-\d+)?)$/, ''))
    .filter((path) => !/[*{}<>$]/.test(path) && !WRITTEN_BY_COMMANDS.has(path))
    .filter((path) =>
      TOP.test(path)
        ? !tracked.includes(path.replace(/\/$/, '')) && !folders.has(path.replace(/\/$/, ''))
        : FILE_NAME.test(path) && !names.has(path),
    );

const DOCUMENTS = ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)].filter(
  (name) => name.endsWith('.md'),
);

describe('the files the docs cite', () => {
  it.each(DOCUMENTS)('%s cites only files and folders that exist', (document) => {
    expect(missingPaths(document)).toEqual([]);
  });
});
