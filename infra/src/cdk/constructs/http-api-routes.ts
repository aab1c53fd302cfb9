import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CfnStage,
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
  type HttpRoute,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { API_BASE, AREAS, ROUTES, routeKeyOf, type Area } from '@redigo/shared/routes';
import type { Construct } from 'constructs';
import type { StageSettings } from '../stage';

/**
 * Public routes that make the product send mail: a tighter limit of their own keeps a flood of requests from
 * turning into a flood of mail (and SES's reputation with it), whatever the stage's limit.
 */
export const MAIL_ROUTE_PATHS = ['/auth/register', '/auth/forgot-password', '/auth/verify-email'];
const MAIL_ROUTE_THROTTLE = { rateLimit: 5, burstLimit: 10 };

/** The HTTP API, created bare so CloudFront can point at it before the functions exist. */
export const createHttpApi = (scope: Construct, stageName: string): HttpApi =>
  new HttpApi(scope, 'http-api', {
    apiName: `redigo-${stageName}`,
    description: 'Redigo API, reached through CloudFront under /api',
    createDefaultStage: false,
  });

/** Wires every route of the shared table to its area's Lambda. */
export const addApiRoutes = (api: HttpApi, functions: Record<Area, NodejsFunction>): HttpRoute[] => {
  const integrations = Object.fromEntries(
    AREAS.map((area) => [area, new HttpLambdaIntegration(`${area}-integration`, functions[area])]),
  ) as Record<Area, HttpLambdaIntegration>;
  return ROUTES.flatMap((route) =>
    api.addRoutes({
      path: `${API_BASE}${route.path}`,
      methods: [HttpMethod[route.method]],
      integration: integrations[route.area],
    }),
  );
};

/** The fields of an access log line: no query string, no header, so no token ever lands in the logs. */
const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  latency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  responseLength: '$context.responseLength',
  sourceIp: '$context.identity.sourceIp',
};

/**
 * The `$default` stage: deployed automatically, throttled, with JSON access logs. Created after the routes,
 * because the per-route limits name them.
 */
export const createApiStage = (
  scope: Construct,
  api: HttpApi,
  stage: StageSettings,
  routes: HttpRoute[],
): HttpStage => {
  const accessLogs = new LogGroup(scope, 'api-access-logs', { retention: stage.logRetention });
  const apiStage = new HttpStage(scope, 'api-stage', {
    httpApi: api,
    stageName: '$default',
    autoDeploy: true,
    throttle: stage.apiThrottle,
    accessLogSettings: {
      destination: new LogGroupLogDestination(accessLogs),
      format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
    },
  });
  const mailRouteKeys = MAIL_ROUTE_PATHS.map((path) => routeKeyOf({ method: 'POST', path }));
  (apiStage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
    mailRouteKeys.map((key) => [
      key,
      {
        ThrottlingRateLimit: MAIL_ROUTE_THROTTLE.rateLimit,
        ThrottlingBurstLimit: MAIL_ROUTE_THROTTLE.burstLimit,
      },
    ]),
  );
  apiStage.node.addDependency(...routes);
  return apiStage;
};
