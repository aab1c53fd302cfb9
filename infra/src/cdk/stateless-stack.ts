import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { API_BASE, type Area } from '@redigo/shared/routes';
import { ORIGIN_SECRET_HEADER } from '@redigo/functions/ports/origin-check';
import { Alarms } from './constructs/alarms';
import { AreaFunctions } from './constructs/area-functions';
import { addApiRoutes, createApiStage, createHttpApi } from './constructs/http-api-routes';
import { MailSending } from './constructs/mail-sending';
import { OperationsDashboard } from './constructs/operations-dashboard';
import { PdfConversion } from './constructs/pdf-conversion';
import { UpdateMailing } from './constructs/update-mailing';
import { UploadCors } from './constructs/upload-cors';
import { WebDistribution } from './constructs/web-distribution';
import { edgeFirewallOf } from './edge-firewall';
import { functionEnvironment } from './function-environment';
import { originHeaderValue } from './origin-secret';
import type { StageSettings } from './stage';
import type { StatefulStack } from './stateful-stack';

/**
 * The areas that queue the converter's jobs: the purchase (POST /payment and the webhook, a PDF and an update's
 * redline), the PDF and redline downloads, and the staff's compare of two template versions.
 */
export const PDF_REQUESTING_AREAS = [
  'payments',
  'stripe-webhook',
  'contracts',
  'templates',
] as const satisfies Area[];

export interface StatelessStackProps extends StackProps {
  stage: StageSettings;
  stateful: StatefulStack;
  /** The built SPA (web/dist). */
  webDistPath: string;
}

/**
 * The code: one Lambda per area behind the HTTP API, the PDF queue and its converter, the SPA behind
 * CloudFront, mail, alarms. Safe to replace (a PDF job lost with the queue is asked for again by the download). No cycle: the distribution needs only the bare API, the functions need the distribution's
 * address (APP_URL), and the routes need both.
 */
export class StatelessStack extends Stack {
  readonly areaFunctions: Record<Area, NodejsFunction>;
  readonly pdfConversion: PdfConversion;
  readonly updateMailing: UpdateMailing;

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, { crossRegionReferences: true, ...props });
    const { stage, stateful } = props;
    const api = createHttpApi(this, stage.name);
    const web = new WebDistribution(this, 'web', {
      api,
      webDistPath: props.webDistPath,
      customDomain: stage.customDomain,
      apiOriginHeaders: {
        [ORIGIN_SECRET_HEADER]: originHeaderValue(stateful.originSecret, stage.originSecretVersion),
      },
      webAclArn: edgeFirewallOf(scope, this, stage.name)?.webAclArn,
      uploadOrigin: `https://${stateful.buckets.masters.bucketRegionalDomainName}`,
    });
    const siteUrl = `https://${stage.customDomain?.domainName ?? web.distribution.distributionDomainName}`;
    const mail = new MailSending(this, 'mail', stage);
    new UploadCors(this, 'upload-cors', { bucket: stateful.buckets.masters, siteOrigin: siteUrl });
    const environmentInputs = {
      stage,
      appUrl: siteUrl,
      tables: stateful.tables,
      buckets: stateful.buckets,
      secret: stateful.secret,
      originSecret: stateful.originSecret,
      smtpSecret: stateful.smtpSecret,
      sesConfigurationSet: mail.configurationSetName,
    };
    const functions = new AreaFunctions(this, 'functions', { ...environmentInputs, mail });
    this.areaFunctions = functions.byArea;
    this.pdfConversion = new PdfConversion(this, 'pdf', {
      stage,
      documents: stateful.buckets.documents,
      masters: stateful.buckets.masters,
    });
    for (const area of PDF_REQUESTING_AREAS) this.pdfConversion.grantSend(functions.byArea[area]);
    this.updateMailing = new UpdateMailing(this, 'update-mails', { ...environmentInputs, mail });
    this.updateMailing.grantSend(functions.byArea.templates);
    const routes = addApiRoutes(api, functions.byArea);
    const apiStage = createApiStage(this, api, stage, routes);
    const alarms = new Alarms(this, 'alarms', { stage, functions: functions.byArea, apiStage });
    this.pdfConversion.addAlarms(alarms);
    this.updateMailing.addAlarms(alarms);
    new OperationsDashboard(this, 'dashboard', {
      stageName: stage.name,
      functions: functions.byArea,
      apiStage,
    });

    new CfnOutput(this, 'SiteUrl', { value: siteUrl, description: 'The product, for people' });
    new CfnOutput(this, 'DistributionDomainName', {
      value: web.distribution.distributionDomainName,
      description: 'CloudFront: the target of the DNS record of a custom domain',
    });
    new CfnOutput(this, 'StripeWebhookUrl', {
      value: `${siteUrl}${API_BASE}/stripe/webhook`,
      description: 'Set it in the Stripe dashboard',
    });
    new CfnOutput(this, 'SecretArn', {
      value: stateful.secret.secretArn,
      description: 'Put the Stripe keys here',
    });
    new CfnOutput(this, 'FunctionEnvironment', {
      value: this.toJsonString(functionEnvironment(environmentInputs)),
      description: 'The configuration the functions read (no secret in it); the admin command uses it',
    });
    new CfnOutput(this, 'Region', { value: this.region, description: 'Where the stage runs' });
  }
}
