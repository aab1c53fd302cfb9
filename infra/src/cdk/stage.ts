import type { Construct } from 'constructs';

/** A deployment stage, from CDK context: `-c stage=prod`. */
export interface StageSettings {
  name: string;
  isProduction: boolean;
  /** The sender of the product's mail; its domain must be verified in SES. */
  mailFrom: string;
  /** Optional: an address for alarm notifications. */
  alarmEmail?: string;
}

export const readStage = (scope: Construct): StageSettings => {
  const name = String(scope.node.tryGetContext('stage') ?? 'dev');
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(name))
    throw new Error(`Invalid stage name "${name}": lower-case letters, digits and dashes`);
  return {
    name,
    isProduction: name === 'prod',
    mailFrom: String(scope.node.tryGetContext('mailFrom') ?? 'Redigo <noreply@redigo.it>'),
    alarmEmail: scope.node.tryGetContext('alarmEmail') as string | undefined,
  };
};
