import { RemovalPolicy } from 'aws-cdk-lib';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';

/**
 * `redigo/<stage>/smtp` for `-c mailer=smtp`: `{"host", "port", "username", "password"}` of the SMTP server the
 * functions send through (a PEC provider's, with the mailbox's credentials). Created with placeholders and the
 * generated password; set the real values after the first deployment (docs/deploying.md).
 */
export const createSmtpSecret = (scope: Construct, stageName: string): ISecret =>
  new Secret(scope, 'smtp-secret', {
    secretName: `redigo/${stageName}/smtp`,
    description: 'SMTP server of Redigo mail (mailer=smtp): host, port, username, password',
    generateSecretString: {
      secretStringTemplate: JSON.stringify({
        host: 'smtps.pec.example.it',
        port: 465,
        username: 'to-be-set@pec.example.it',
      }),
      generateStringKey: 'password',
      excludePunctuation: true,
    },
    removalPolicy: RemovalPolicy.RETAIN,
  });
