import { CfnOutput, Stack } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import {
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage';

/**
 * SES for the stage: a configuration set (TLS required, reputation metrics, bounces and complaints
 * suppressed) and, when `mailDomain` is given, the domain identity with Easy DKIM. Sending is granted on
 * that identity and that configuration set only.
 */
export class MailSending extends Construct {
  readonly configurationSetName: string;
  private readonly identityArn: string;
  private readonly configurationSetArn: string;

  constructor(scope: Construct, id: string, stage: StageSettings) {
    super(scope, id);
    const configurationSet = new ConfigurationSet(this, 'configuration-set', {
      configurationSetName: `redigo-${stage.name}`,
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSetName = configurationSet.configurationSetName;
    const stack = Stack.of(this);
    this.identityArn = stack.formatArn({
      service: 'ses',
      resource: 'identity',
      resourceName: stage.mailFromDomain,
    });
    this.configurationSetArn = stack.formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSetName,
    });
    if (stage.mailDomain) this.createIdentity(stage.mailDomain, configurationSet);
  }

  /** Lets a function send from the stage's identity through its configuration set. */
  grantSend(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [this.identityArn, this.configurationSetArn],
      }),
    );
  }

  private createIdentity(domain: string, configurationSet: ConfigurationSet): void {
    const identity = new EmailIdentity(this, 'identity', {
      identity: Identity.domain(domain),
      configurationSet,
    });
    identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `dkim-${index + 1}`, {
        key: `DkimRecord${index + 1}`,
        value: `${record.name} CNAME ${record.value}`,
        description: `DNS record ${index + 1} of 3 that verifies ${domain} in SES (Easy DKIM)`,
      });
    });
  }
}
