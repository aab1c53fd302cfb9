import { existsSync, readFileSync } from 'node:fs';
import { AdminCommandError } from './create-admin-account';

/** The stacks' outputs as `cdk deploy` writes them (cdk.json's `outputsFile`). */
export const DEFAULT_OUTPUTS_FILE = 'cdk-outputs.json';

type OutputsFile = Record<string, Record<string, string> | undefined>;

/**
 * The environment the functions of a deployed stage run with (the `FunctionEnvironment` output of its
 * stateless stack) plus its region: what `loadConfig` needs to reach that stage's tables, buckets and secret.
 * `tableOption: false` for a command without `--table`, so the messages don't suggest it.
 */
export const readStageEnvironment = (
  outputsFile: string,
  stage: string,
  { tableOption = true }: { tableOption?: boolean } = {},
): Record<string, string> => {
  if (!existsSync(outputsFile))
    throw new AdminCommandError(
      `Non trovo ${outputsFile}: lo scrive "npm run deploy". Indica un altro file con --outputs${tableOption ? ', oppure la tabella con --table' : ''}.`,
    );
  const outputs = JSON.parse(readFileSync(outputsFile, 'utf8')) as OutputsFile;
  const stack = outputs[`redigo-${stage}-stateless`];
  if (!stack?.FunctionEnvironment || !stack.Region)
    throw new AdminCommandError(
      `${outputsFile} non contiene lo stage "${stage}" (redigo-${stage}-stateless): rilancia il deploy di quello stage${tableOption ? ' o usa --table' : ''}.`,
    );
  return {
    ...(JSON.parse(stack.FunctionEnvironment) as Record<string, string>),
    AWS_REGION: stack.Region,
  };
};
