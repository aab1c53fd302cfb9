import { HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { API_BASE, AREAS, ROUTES, type Area } from '@redigo/shared/routes';
import type { Construct } from 'constructs';

/** The HTTP API, created bare so CloudFront can point at it before the functions exist. */
export const createHttpApi = (scope: Construct, stageName: string): HttpApi =>
  new HttpApi(scope, 'http-api', {
    apiName: `redigo-${stageName}`,
    description: 'Redigo API, reached through CloudFront under /api',
    createDefaultStage: true,
  });

/** Wires every route of the shared table to its area's Lambda. */
export const addApiRoutes = (api: HttpApi, functions: Record<Area, NodejsFunction>): void => {
  const integrations = Object.fromEntries(
    AREAS.map((area) => [area, new HttpLambdaIntegration(`${area}-integration`, functions[area])]),
  ) as Record<Area, HttpLambdaIntegration>;
  for (const route of ROUTES) {
    api.addRoutes({
      path: `${API_BASE}${route.path}`,
      methods: [HttpMethod[route.method]],
      integration: integrations[route.area],
    });
  }
};
