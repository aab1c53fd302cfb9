import { App, Stack } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../../security-headers';
import type { CustomDomain } from '../stage';
import { WebDistribution } from './web-distribution';

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

const synthesise = (customDomain?: CustomDomain): Template => {
  const stack = new Stack(new App(), 'web', { env: { account: '123456789012', region: 'eu-south-1' } });
  const webDistPath = mkdtempSync(join(tmpdir(), 'redigo-web-dist-'));
  writeFileSync(join(webDistPath, 'index.html'), '<!doctype html>');
  mkdirSync(join(webDistPath, 'assets'));
  writeFileSync(join(webDistPath, 'assets', 'main-ABC123.js'), '');
  new WebDistribution(stack, 'web', {
    api: new HttpApi(stack, 'api'),
    webDistPath,
    customDomain,
    apiOriginHeaders: { 'x-redigo-origin': 'origin-value' },
  });
  return Template.fromStack(stack);
};

const distributionConfig = (template: Template) =>
  Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]?.Properties.DistributionConfig;

const CLIENT_LINK_PATTERNS = [
  '/api/client/*',
  '/api/contract/*/client-link*',
  '/api/user/*/privacy-notice',
  '/cliente/*',
];

describe('web distribution', () => {
  const template = synthesise();
  const config = distributionConfig(template);

  it('serves the SPA from a private bucket through Origin Access Control, with the SPA fallback', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      CachePolicyId: CACHING_OPTIMIZED,
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
    });
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp("request.uri = '/index.html'"),
    });
    expect(config.Aliases).toBeUndefined();
  });

  const behavior = (pattern: string) =>
    config.CacheBehaviors.find((candidate: { PathPattern: string }) => candidate.PathPattern === pattern);
  const policyIdOf = (logicalIdStart: string) =>
    Object.keys(template.findResources('AWS::CloudFront::ResponseHeadersPolicy')).find((id) =>
      id.startsWith(logicalIdStart),
    );

  it('routes /api/* to the HTTP API uncached, with every method and viewer header but Host', () => {
    expect(config.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern)).toEqual([
      '/api/client/*',
      '/api/contract/*/client-link*',
      '/api/user/*/privacy-notice',
      '/api/*',
      '/cliente/*',
    ]);
    expect(behavior('/api/*')).toMatchObject({
      PathPattern: '/api/*',
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']),
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
    });
    const apiOrigin = config.Origins.find(
      (origin: { Id: string }) => origin.Id === behavior('/api/*').TargetOriginId,
    );
    expect(JSON.stringify(apiOrigin.DomainName)).toContain('ApiEndpoint');
    expect(apiOrigin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    expect(apiOrigin.OriginCustomHeaders).toEqual([
      { HeaderName: 'x-redigo-origin', HeaderValue: 'origin-value' },
    ]);
  });

  it('sends strict security headers on the SPA and on the API', () => {
    const policyId = policyIdOf('websecurityheaders');
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    expect(behavior('/api/*').ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: CONTENT_SECURITY_POLICY, Override: true },
          StrictTransportSecurity: Match.objectLike({
            AccessControlMaxAgeSec: 63072000,
            IncludeSubdomains: true,
          }),
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          ContentTypeOptions: { Override: true },
        },
      }),
    });
  });

  it('answers the client’s page and a link’s routes uncached and with no Referer (docs/api.md)', () => {
    const policyId = policyIdOf('webclientlinkheaders');
    for (const pattern of CLIENT_LINK_PATTERNS)
      expect(behavior(pattern)).toMatchObject({
        CachePolicyId: CACHING_DISABLED,
        ResponseHeadersPolicyId: { Ref: policyId },
      });
    expect(behavior('/cliente/*').FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() },
    ]);
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ReferrerPolicy: { ReferrerPolicy: 'no-referrer', Override: true },
          ContentSecurityPolicy: { ContentSecurityPolicy: CONTENT_SECURITY_POLICY, Override: true },
        }),
        CustomHeadersConfig: {
          Items: [{ Header: 'Cache-Control', Value: 'no-store', Override: true }],
        },
      }),
    });
  });

  it('deploys hashed assets as immutable, then the root files revalidated and invalidated', () => {
    const deployments = Object.entries(template.findResources('Custom::CDKBucketDeployment'));
    const [assetsId, assets] = deployments.find(([, d]) => d.Properties.DestinationBucketKeyPrefix) ?? [];
    const [, root] = deployments.find(([, d]) => !d.Properties.DestinationBucketKeyPrefix) ?? [];
    expect(assets?.Properties).toMatchObject({
      DestinationBucketKeyPrefix: 'assets/',
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(root?.Properties).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
    expect(root?.DependsOn).toEqual(expect.arrayContaining([assetsId]));
  });

  it('answers on a custom domain with its us-east-1 certificate and TLS 1.2 at least', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123';
    const custom = distributionConfig(synthesise({ domainName: 'app.redigo.it', certificateArn }));
    expect(custom.Aliases).toEqual(['app.redigo.it']);
    expect(custom.ViewerCertificate).toMatchObject({
      AcmCertificateArn: certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
  });
});
