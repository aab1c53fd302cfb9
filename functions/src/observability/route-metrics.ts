import { routeKeyOf } from '@redigo/shared/routes';
import type { HttpResponse } from '../http/http-types';
import type { BusinessMetric, Metrics } from '../ports/metrics';

type Outcome = (response: HttpResponse) => boolean;

const status =
  (...codes: number[]): Outcome =>
  (response) =>
    codes.includes(response.statusCode ?? 0);

/** The Stripe webhook answers 200 to every event it took; `created` says whether it recorded a payment. */
const webhookRecordedPayment: Outcome = (response) =>
  response.statusCode === 200 && /"created":true/.test(String(response.body ?? ''));

const key = (method: 'GET' | 'POST', path: string) => routeKeyOf({ method, path });
const UPLOAD_REFUSED = status(400, 413, 415, 422);

/**
 * Which answer of which route counts as which business event: read in one place from the answers, so that the
 * use cases stay free of metrics. (Invoices count theirs where they are issued.)
 */
export const ROUTE_METRICS: { routeKey: string; metric: BusinessMetric; when: Outcome }[] = [
  { routeKey: key('GET', '/contract/preview/{id}'), metric: 'DocumentsPreviewed', when: status(200) },
  { routeKey: key('POST', '/payment'), metric: 'DocumentsSold', when: status(201) },
  { routeKey: key('POST', '/stripe/webhook'), metric: 'DocumentsSold', when: webhookRecordedPayment },
  { routeKey: key('POST', '/payment'), metric: 'PaymentsRefused', when: status(402) },
  { routeKey: key('POST', '/stripe/webhook'), metric: 'PaymentsRefused', when: status(402) },
  { routeKey: key('POST', '/template/upload-master'), metric: 'UploadsRefused', when: UPLOAD_REFUSED },
  { routeKey: key('POST', '/template/upload-complete'), metric: 'UploadsRefused', when: UPLOAD_REFUSED },
  { routeKey: key('POST', '/auth/login'), metric: 'LoginLimitsHit', when: status(429) },
];

/** Counts the business events an answer stands for. */
export const countRouteOutcome = (routeKey: string, response: HttpResponse, metrics: Metrics): void => {
  for (const rule of ROUTE_METRICS)
    if (rule.routeKey === routeKey && rule.when(response)) metrics.count(rule.metric);
};
