import { Duration } from 'aws-cdk-lib';
import type { IHttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { Area } from '@redigo/shared/routes';
import type { BusinessMetric } from '@redigo/functions/ports/metrics';
import type { StageSettings } from '../stage';
import { businessMetric } from './business-metric';

export interface AlarmsProps {
  stage: StageSettings;
  functions: Record<Area, IFunction>;
  apiStage: IHttpStage;
}

const PERIOD = Duration.minutes(5);

/**
 * SES suspends sending past 10 % bounces or 0.5 % complaints (account-wide figures): warn well before.
 * The metrics exist once the configuration set's reputation metrics are on.
 */
const SES_REPUTATION = [
  { id: 'ses-bounce-rate', metricName: 'Reputation.BounceRate', threshold: 0.05 },
  { id: 'ses-complaint-rate', metricName: 'Reputation.ComplaintRate', threshold: 0.001 },
];

/**
 * Business events that need a person: payments refused in a row, a PDF not made or not queued, an invoice the SdI
 * channel did not take.
 */
const BUSINESS_ALARMS: {
  id: string;
  metric: BusinessMetric;
  threshold: number;
  period: Duration;
  description: string;
}[] = [
  {
    id: 'payments-refused',
    metric: 'PaymentsRefused',
    threshold: 3,
    period: Duration.minutes(15),
    description: 'Three or more payments refused in 15 minutes: check Stripe and the Payment Links',
  },
  {
    id: 'pdfs-not-made',
    metric: 'PdfsNotMade',
    threshold: 1,
    period: PERIOD,
    description: "A purchased document's PDF failed its last attempt: its job is in the dead-letter queue",
  },
  {
    id: 'pdf-jobs-not-queued',
    metric: 'PdfJobsNotQueued',
    threshold: 1,
    period: PERIOD,
    description: 'A PDF job could not be sent to its queue after a purchase (the PDF download asks again)',
  },
  {
    id: 'invoices-not-sent',
    metric: 'InvoicesNotSent',
    threshold: 1,
    period: PERIOD,
    description: 'An invoice could not be sent to the SdI: it must be sent before its deadline',
  },
  {
    id: 'invoices-not-issued',
    metric: 'InvoicesNotIssued',
    threshold: 1,
    period: PERIOD,
    description: 'A paid purchase left its invoice waiting after a failure: issue it before its deadline',
  },
];

/**
 * Alarms to one SNS topic (mailed to `alarmEmail` when given): any Lambda error or throttle, any 5xx of the
 * API (a 5xx is always a bug, docs/api.md), payments refused and invoices not sent, and SES reputation.
 */
export class Alarms extends Construct {
  readonly topic: Topic;
  private readonly action: SnsAction;
  private readonly stageName: string;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.stageName = props.stage.name;
    this.topic = new Topic(this, 'topic', {
      displayName: `Redigo ${props.stage.name} alarms`,
      // CloudWatch publishes over TLS; the topic's policy refuses anything else.
      enforceSSL: true,
    });
    if (props.stage.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.stage.alarmEmail));
    this.action = new SnsAction(this.topic);
    const alarm = this.add.bind(this);

    for (const [area, fn] of Object.entries(props.functions)) {
      alarm(
        `${area}-errors`,
        `The ${area} Lambda failed`,
        fn.metricErrors({ period: PERIOD, statistic: 'Sum' }),
      );
      alarm(
        `${area}-throttles`,
        `The ${area} Lambda was throttled`,
        fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }),
      );
    }
    alarm(
      'api-5xx',
      'The API answered 5xx',
      props.apiStage.metricServerError({ period: PERIOD, statistic: 'Sum' }),
    );
    for (const business of BUSINESS_ALARMS)
      alarm(
        business.id,
        business.description,
        businessMetric(props.stage.name, business.metric, business.period, 'Sum'),
        business.threshold,
      );
    for (const reputation of SES_REPUTATION)
      alarm(
        reputation.id,
        `SES ${reputation.metricName} is close to the rate at which SES pauses sending`,
        new Metric({
          namespace: 'AWS/SES',
          metricName: reputation.metricName,
          period: Duration.hours(1),
          statistic: 'Maximum',
        }),
        reputation.threshold,
      );
  }

  /** An alarm to the stage's topic when `metric` reaches `threshold` (1 unless told) in one period. */
  add(alarmId: string, description: string, metric: IMetric, threshold = 1): void {
    new Alarm(this, alarmId, {
      alarmName: `redigo-${this.stageName}-${alarmId}`,
      alarmDescription: description,
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(this.action);
  }
}
