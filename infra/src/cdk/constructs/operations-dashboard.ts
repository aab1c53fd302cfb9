import { Duration } from 'aws-cdk-lib';
import type { IHttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { Dashboard, GraphWidget, TextWidget } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { Area } from '@redigo/shared/routes';
import { BUSINESS_METRICS } from '@redigo/functions/ports/metrics';
import { businessMetric } from './business-metric';

export interface OperationsDashboardProps {
  stageName: string;
  functions: Record<Area, IFunction>;
  apiStage: IHttpStage;
}

const PERIOD = Duration.hours(1);

/** One CloudWatch dashboard per stage: the business events, then the API and the Lambdas. */
export class OperationsDashboard extends Construct {
  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const functions = Object.entries(props.functions);
    new Dashboard(this, 'dashboard', {
      dashboardName: `redigo-${props.stageName}`,
      defaultInterval: Duration.days(7),
      widgets: [
        [
          new TextWidget({
            markdown: `# Redigo ${props.stageName}\nBusiness events per hour; alarms: see docs/deploying.md.`,
            width: 24,
            height: 2,
          }),
        ],
        [
          new GraphWidget({
            title: 'Business events (per hour)',
            left: BUSINESS_METRICS.map((metric) => businessMetric(props.stageName, metric, PERIOD)),
            width: 24,
          }),
        ],
        [
          new GraphWidget({
            title: 'API: 4xx and 5xx',
            left: [
              props.apiStage.metricClientError({ period: PERIOD, statistic: 'Sum' }),
              props.apiStage.metricServerError({ period: PERIOD, statistic: 'Sum' }),
            ],
            width: 12,
          }),
          new GraphWidget({
            title: 'Lambda errors',
            left: functions.map(([area, fn]) =>
              fn.metricErrors({ period: PERIOD, statistic: 'Sum', label: area }),
            ),
            width: 12,
          }),
        ],
        [
          new GraphWidget({
            title: 'Lambda duration p95 (ms)',
            left: functions.map(([area, fn]) =>
              fn.metricDuration({ period: PERIOD, statistic: 'p95', label: area }),
            ),
            width: 24,
          }),
        ],
      ],
    });
  }
}
