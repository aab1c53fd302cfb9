import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { API_BASE } from '@redigo/shared/routes';
import { AreaFunctions } from './constructs/area-functions';
import { addApiRoutes, createHttpApi } from './constructs/http-api-routes';
import { WebDistribution } from './constructs/web-distribution';
import type { StageSettings } from './stage';
import type { StatefulStack } from './stateful-stack';

export interface StatelessStackProps extends StackProps {
  stage: StageSettings;
  stateful: StatefulStack;
  /** The built SPA (web/dist). */
  webDistPath: string;
}

/** The code: one Lambda per area behind the HTTP API, and the SPA behind CloudFront. Safe to replace. */
export class StatelessStack extends Stack {
  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, props);
    const { stage, stateful } = props;
    const api = createHttpApi(this, stage.name);
    const web = new WebDistribution(this, 'web', { api, webDistPath: props.webDistPath });
    const siteUrl = `https://${web.distribution.distributionDomainName}`;
    const functions = new AreaFunctions(this, 'functions', {
      stage,
      appUrl: siteUrl,
      tables: stateful.tables,
      buckets: stateful.buckets,
      secret: stateful.secret,
    });
    addApiRoutes(api, functions.byArea);

    new CfnOutput(this, 'SiteUrl', { value: siteUrl, description: 'The product, for people' });
    new CfnOutput(this, 'StripeWebhookUrl', {
      value: `${siteUrl}${API_BASE}/stripe/webhook`,
      description: 'Set it in the Stripe dashboard',
    });
    new CfnOutput(this, 'SecretArn', {
      value: stateful.secret.secretArn,
      description: 'Put the Stripe keys here',
    });
  }
}
