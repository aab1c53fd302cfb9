import { spawnSync } from 'node:child_process';

/** Thrown when no usable Java runtime is found; its message is one line a person can act on. */
export class MissingJavaError extends Error {}

const MINIMUM_JAVA = 17;

/** Checks that `java` 17+ is on the PATH (DynamoDB Local needs it). */
export const assertJavaAvailable = (): void => {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new MissingJavaError(
      `Java ${MINIMUM_JAVA}+ is needed to run DynamoDB Local and was not found: install it (e.g. 'apt-get install -y openjdk-17-jre-headless') and run again.`,
    );
  }
  const match = `${result.stderr}${result.stdout}`.match(/version "(\d+)(?:\.(\d+))?/);
  const major = match ? Number(match[1] === '1' ? match[2] : match[1]) : 0;
  if (major < MINIMUM_JAVA) {
    throw new MissingJavaError(
      `Java ${MINIMUM_JAVA}+ is needed to run DynamoDB Local, found Java ${major || 'of unknown version'}: install a newer one and run again.`,
    );
  }
};
