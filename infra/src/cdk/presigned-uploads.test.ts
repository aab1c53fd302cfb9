import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { UPLOAD_PREFIX } from '@redigo/functions/ports/upload-area';
import { buildTestStacks } from './test-support/test-app';

describe('presigned uploads into the masters bucket', () => {
  const { stateful, stateless } = buildTestStacks();
  const statefulTemplate = Template.fromStack(stateful);
  const template = Template.fromStack(stateless);
  const mastersId = stateful.getLogicalId(stateful.buckets.masters.node.defaultChild as CfnElement);
  const distributionId = stateless.getLogicalId(
    stateless.node.findChild('web').node.findChild('distribution').node.defaultChild as CfnElement,
  );

  it('expires every version of an upload nobody completed after a day', () => {
    const rules = statefulTemplate.toJSON().Resources[mastersId].Properties.LifecycleConfiguration.Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({
        Prefix: UPLOAD_PREFIX,
        ExpirationInDays: 1,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
        Status: 'Enabled',
      }),
    );
  });

  it("lets only the site's origin PUT into the bucket from a browser", () => {
    const [cors] = Object.values(template.findResources('Custom::AWS'));
    const create = JSON.stringify(cors?.Properties.Create);
    expect(create).toContain('putBucketCors');
    expect(create).toContain('\\"AllowedMethods\\":[\\"PUT\\"]');
    expect(create).toContain('\\"AllowedHeaders\\":[\\"content-type\\"]');
    expect(create).toContain(distributionId);
    expect(create).toContain(mastersId);
    const policy = Object.values(template.findResources('AWS::IAM::Policy')).find((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('s3:PutBucketCORS'),
    );
    expect(policy?.Properties.PolicyDocument.Statement).toHaveLength(1);
  });

  it('lets the SPA send uploads to the bucket: its regional address is in connect-src', () => {
    const [policy] = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const csp = JSON.stringify(
      policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy,
    );
    expect(csp).toContain("connect-src 'self' https://");
    expect(csp).toContain(mastersId);
    expect(csp).toContain('RegionalDomainName');
  });

  it('lets the templates Lambda sign PUTs into the masters bucket (it may put objects there)', () => {
    const role = stateless.areaFunctions.templates.role?.node.defaultChild as CfnElement;
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((p) =>
      JSON.stringify(p.Properties.Roles).includes(stateless.getLogicalId(role)),
    );
    const statements = JSON.stringify(policies.map((p) => p.Properties.PolicyDocument.Statement));
    expect(statements).toContain('s3:PutObject');
    expect(statements).toContain(mastersId);
  });
});
