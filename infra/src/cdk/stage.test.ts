import { App } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { domainOfAddress, readStage } from './stage';

const stageFrom = (context: Record<string, unknown>) => readStage(new App({ context }));

describe('readStage', () => {
  it('gives a dev stage with safe defaults when no context is set', () => {
    // Act
    const stage = stageFrom({});

    // Assess
    expect(stage).toEqual({
      name: 'dev',
      isProduction: false,
      region: undefined,
      mailFrom: 'Redigo <noreply@redigo.it>',
      mailFromDomain: 'redigo.it',
      mailDomain: undefined,
      alarmEmail: undefined,
      customDomain: undefined,
      sourceMaps: false,
      deletionProtection: true,
      logRetention: RetentionDays.ONE_MONTH,
      apiThrottle: { rateLimit: 500, burstLimit: 1000 },
      accountConcurrency: 1000,
      mailer: 'ses',
      originSecretVersion: undefined,
      converterImage: undefined,
    });
  });

  it('reads every setting from -c strings', () => {
    // Prepare
    const context = {
      stage: 'prod',
      region: 'eu-south-1',
      mailFrom: 'Studio <avvisi@studio.it>',
      mailDomain: 'Studio.it',
      alarmEmail: 'ops@studio.it',
      domainName: 'app.studio.it',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123',
      sourceMaps: 'true',
      deletionProtection: 'false',
      logRetentionDays: '365',
      apiRateLimit: '20',
      accountConcurrency: '3000',
      converterImage: 'redigo-pdf-converter:2026-11-27',
    };

    // Act
    const stage = stageFrom(context);

    // Assess
    expect(stage).toMatchObject({
      name: 'prod',
      isProduction: true,
      region: 'eu-south-1',
      mailFromDomain: 'studio.it',
      mailDomain: 'studio.it',
      alarmEmail: 'ops@studio.it',
      customDomain: { domainName: 'app.studio.it', certificateArn: context.certificateArn },
      sourceMaps: true,
      deletionProtection: false,
      logRetention: RetentionDays.ONE_YEAR,
      apiThrottle: { rateLimit: 20, burstLimit: 40 },
      accountConcurrency: 3000,
      converterImage: 'redigo-pdf-converter:2026-11-27',
    });
  });

  it('keeps production logs three months unless told otherwise', () => {
    expect(stageFrom({ stage: 'prod' }).logRetention).toBe(RetentionDays.THREE_MONTHS);
  });

  it.each([
    [{ stage: 'Prod!' }, /Invalid stage name/],
    [{ domainName: 'app.studio.it' }, /both "domainName" and "certificateArn"/],
    [
      {
        domainName: 'app.studio.it',
        certificateArn: 'arn:aws:acm:eu-south-1:123456789012:certificate/abc',
      },
      /us-east-1/,
    ],
    [{ mailDomain: 'altro.it' }, /must be the domain of mailFrom/],
    [{ mailFrom: 'nessun-dominio' }, /not a mail address/],
    [{ logRetentionDays: '42' }, /not a retention/],
    [{ sourceMaps: 'yes' }, /must be true or false/],
    [{ apiRateLimit: '-3' }, /positive integer/],
    [{ accountConcurrency: '200' }, /0 \(no reservations\) or at least 320/],
    [{ region: 'Milano' }, /Invalid region/],
    [{ converterImage: 'redigo-pdf-converter' }, /not <repository>:<tag>/],
  ])('refuses %j', (context, message) => {
    expect(() => stageFrom(context)).toThrow(message);
  });
});

describe('domainOfAddress', () => {
  it.each([
    ['noreply@redigo.it', 'redigo.it'],
    ['Redigo <NoReply@Mail.Redigo.IT>', 'mail.redigo.it'],
  ])('finds the domain of %s', (address, domain) => {
    expect(domainOfAddress(address)).toBe(domain);
  });
});
