import { execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repositoryRoot } from '../../repository-root';

/** The launcher's source, next to this file in the repository. */
const SOURCE = 'infra/src/local/dynamodb/LoopbackDynamoDb.java';
export const LAUNCHER_CLASS = 'LoopbackDynamoDb';

/**
 * The folder of LoopbackDynamoDb's compiled classes, compiled with `javac` the first time (a few seconds) and kept in
 * node_modules/.cache, under a name that changes with the source, the DynamoDB Local jar and the compiler.
 */
export const compiledLauncher = async (classPath: string): Promise<string> => {
  const root = repositoryRoot();
  const source = join(root, SOURCE);
  const javac = spawnSync('javac', ['-version'], { encoding: 'utf8' });
  const version = createHash('sha256')
    .update(readFileSync(source))
    .update(classPath)
    .update(`${javac.stdout}${javac.stderr}`)
    .digest('hex')
    .slice(0, 16);
  const directory = join(root, 'node_modules/.cache/redigo/loopback-dynamodb', version);
  if (existsSync(join(directory, `${LAUNCHER_CLASS}.class`))) return directory;
  const building = `${directory}.${process.pid}`;
  mkdirSync(building, { recursive: true });
  try {
    await promisify(execFile)('javac', ['-nowarn', '-cp', classPath, '-d', building, source]);
    // Another process may have compiled it meanwhile: either copy serves.
    if (!existsSync(directory)) renameSync(building, directory);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return directory;
};
