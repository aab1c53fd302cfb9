import { Match, Template } from 'aws-cdk-lib/assertions';
import { AREAS, ROUTES, routeKeyOf } from '@redigo/shared/routes';
import { buildTestStacks } from './test-support/test-app';

describe('stateless stack', () => {
  const template = Template.fromStack(buildTestStacks().stateless);
  const routes = template.findResources('AWS::ApiGatewayV2::Route');
  const integrations = template.findResources('AWS::ApiGatewayV2::Integration');
  const functions = template.findResources('AWS::Lambda::Function', {
    Properties: { Runtime: 'nodejs22.x' },
  });

  it('has one Lambda per area on Node 22, arm64', () => {
    expect(Object.keys(functions)).toHaveLength(AREAS.length);
    for (const fn of Object.values(functions)) expect(fn.Properties.Architectures).toEqual(['arm64']);
  });

  it('has every route of the table, each integrated with the Lambda of its area', () => {
    const byKey = new Map(Object.values(routes).map((route) => [route.Properties.RouteKey as string, route]));
    expect(byKey.size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      const resource = byKey.get(routeKeyOf(route));
      expect(resource).toBeDefined();
      const integrationId = (resource?.Properties.Target['Fn::Join'][1][1] as { Ref: string }).Ref;
      const integration = integrations[integrationId];
      const functionId = integration?.Properties.IntegrationUri['Fn::GetAtt'][0] as string;
      expect(functionId).toMatch(new RegExp(`^functions${route.area.replace('-', '')}function`));
    }
  });

  it('routes /api/* from CloudFront to the API without caching, and the rest to the private web bucket', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            CachePolicyId: Match.anyValue(),
          }),
        ],
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: Match.anyValue(),
        }),
      }),
    });
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    const apiBehavior = distribution?.Properties.DistributionConfig.CacheBehaviors[0];
    expect(apiBehavior.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
    expect(apiBehavior.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
  });

  it('sends strict security headers', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: Match.objectLike({
            ContentSecurityPolicy: Match.stringLikeRegexp("frame-ancestors 'none'"),
          }),
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 63072000 }),
          FrameOptions: Match.objectLike({ FrameOption: 'DENY' }),
        }),
      }),
    });
  });
});
