import { Match, Template } from 'aws-cdk-lib/assertions';
import { AREAS } from '@redigo/shared/routes';
import { buildTestStacks } from './test-support/test-app';

/** The stateless stack with every optional setting of a real production deployment. */
describe('stateless stack with a custom domain, an SES domain, an alarm address and source maps', () => {
  const { stateless } = buildTestStacks({
    stage: 'prod',
    mailFrom: 'Redigo <noreply@redigo.it>',
    mailDomain: 'redigo.it',
    alarmEmail: 'ops@redigo.it',
    domainName: 'app.redigo.it',
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123',
    sourceMaps: 'true',
  });
  const template = Template.fromStack(stateless);
  const functions = Object.values(template.findResources('AWS::Lambda::Function')).filter(
    (fn) => fn.Properties.Environment?.Variables?.RUNTIME === 'aws',
  );

  it('gives the functions the custom domain as APP_URL and turns source maps on', () => {
    // One per area, and the buyers' mail's consumer.
    expect(functions).toHaveLength(AREAS.length + 1);
    for (const fn of functions)
      expect(fn.Properties.Environment.Variables).toMatchObject({
        APP_URL: 'https://app.redigo.it',
        NODE_OPTIONS: '--enable-source-maps',
      });
    expect(template.toJSON().Outputs.SiteUrl.Value).toBe('https://app.redigo.it');
  });

  it('creates the SES domain identity on the configuration set and outputs its DKIM records', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'redigo.it',
      ConfigurationSetAttributes: {
        ConfigurationSetName: { Ref: Match.stringLikeRegexp('^mailconfigurationset') },
      },
    });
    const outputs = Object.keys(template.toJSON().Outputs);
    expect(outputs).toEqual(expect.arrayContaining(['DkimRecord1', 'DkimRecord2', 'DkimRecord3']));
  });

  it('mails the alarms to the given address and keeps production logs three months', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@redigo.it',
    });
    const retentions = Object.values(template.findResources('AWS::Logs::LogGroup')).map(
      (group) => group.Properties.RetentionInDays,
    );
    // One per area's Lambda, the buyers' mail's, the PDF converter's and the API's access log.
    expect(retentions.filter((days) => days === 90)).toHaveLength(AREAS.length + 3);
  });
});
