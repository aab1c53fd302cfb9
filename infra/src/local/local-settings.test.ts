import { dataDirOf, hostOf, portOf, userSettingsOf } from './local-settings';

describe('local runtime settings', () => {
  it("passes on the user-facing settings only, never the stack's own", () => {
    const env = {
      APP_URL: 'http://localhost:3000',
      SEED_ADMIN_PEC: 'capo@pec.it',
      LOGIN_LOCK_MINUTES: '5',
      LOG_LEVEL: 'error',
      PASSWORD_HASH_COST: '12',
      SESSION_CHECK_CACHE_MS: '0',
      MAIL_QUOTA_PER_HOUR: '50',
      MAIL_ROUTE_MAX_PER_ADDRESS: '40',
      ACCOUNT_RATE_LIMIT: '500',
      PDF_CONVERTER: 'off',
      SOFFICE_PATH: '/opt/libreoffice/program/soffice',
      PDF_QUEUE_URL: 'https://sqs.eu-south-1.amazonaws.com/1/production-pdf.fifo',
      DYNAMODB_ENDPOINT: 'http://elsewhere:8000',
      S3_ENDPOINT: 'http://elsewhere:9000',
      RUNTIME: 'aws',
      TABLE_USERS: 'production-users',
      BUCKET_MASTERS: 'production-masters',
      MAIL_TRANSPORT: 'ses',
      DATA_DIR: 'relative',
      STRIPE_API_URL: 'https://api.stripe.com',
      PATH: '/usr/bin',
      SEED_USER_PASSWORD: '',
    };
    expect(userSettingsOf(env)).toEqual({
      APP_URL: 'http://localhost:3000',
      SEED_ADMIN_PEC: 'capo@pec.it',
      LOGIN_LOCK_MINUTES: '5',
      LOG_LEVEL: 'error',
      PASSWORD_HASH_COST: '12',
      SESSION_CHECK_CACHE_MS: '0',
      MAIL_QUOTA_PER_HOUR: '50',
      MAIL_ROUTE_MAX_PER_ADDRESS: '40',
      ACCOUNT_RATE_LIMIT: '500',
      PDF_CONVERTER: 'off',
      SOFFICE_PATH: '/opt/libreoffice/program/soffice',
    });
  });

  it('takes 3000 for an empty or invalid PORT', () => {
    expect(portOf('4000')).toBe(4000);
    expect(portOf(' 4000 ')).toBe(4000);
    for (const value of [undefined, '', ' ', 'abc', '0', '-1', '65536', '3000.5', '1e3', '0x10'])
      expect(portOf(value)).toBe(3000);
  });

  it('resolves DATA_DIR against the current directory, .data when empty', () => {
    expect(dataDirOf('dati', '/home/avv')).toBe('/home/avv/dati');
    expect(dataDirOf('/var/redigo', '/home/avv')).toBe('/var/redigo');
    expect(dataDirOf('', '/home/avv')).toBe('/home/avv/.data');
    expect(dataDirOf(undefined, '/home/avv')).toBe('/home/avv/.data');
  });

  it('takes 127.0.0.1 for an empty HOST', () => {
    expect(hostOf(undefined)).toBe('127.0.0.1');
    expect(hostOf(' ')).toBe('127.0.0.1');
    expect(hostOf('0.0.0.0')).toBe('0.0.0.0');
  });
});
