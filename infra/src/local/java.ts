import { spawnSync } from 'node:child_process';

/** Thrown when no usable Java runtime is found; its message is one line a person can act on. */
export class MissingJavaError extends Error {}

const MINIMUM_JAVA = 17;

const versionOf = (command: 'java' | 'javac'): number | null => {
  const result = spawnSync(command, ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = `${result.stderr}${result.stdout}`.match(/(?:version "|javac )(\d+)(?:\.(\d+))?/);
  return match ? Number(match[1] === '1' ? match[2] : match[1]) : 0;
};

/**
 * Checks that a JDK 17+ is on the PATH: `java` runs DynamoDB Local, `javac` compiles the small launcher that binds
 * it to the loopback address (infra/src/local/dynamodb/LoopbackDynamoDb.java).
 */
export const assertJavaAvailable = (): void => {
  const install = "install a JDK (e.g. 'apt-get install -y openjdk-17-jdk-headless') and run again";
  const java = versionOf('java');
  if (java === null)
    throw new MissingJavaError(
      `Java ${MINIMUM_JAVA}+ is needed to run DynamoDB Local and was not found: ${install}.`,
    );
  if (java < MINIMUM_JAVA)
    throw new MissingJavaError(
      `Java ${MINIMUM_JAVA}+ is needed to run DynamoDB Local, found Java ${java || 'of unknown version'}: ${install}.`,
    );
  const javac = versionOf('javac');
  if (javac === null || javac < MINIMUM_JAVA)
    throw new MissingJavaError(
      `A JDK ${MINIMUM_JAVA}+ (javac) is needed to start DynamoDB Local on the loopback address only, and ${javac === null ? 'none was found' : `javac ${javac} is too old`}: ${install}.`,
    );
};
