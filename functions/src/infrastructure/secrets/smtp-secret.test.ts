import { smtpUrlOf } from './smtp-secret';

describe('the SMTP URL made of the secret', () => {
  it('uses implicit TLS on 465 and escapes the credentials', () => {
    expect(
      smtpUrlOf({ host: 'smtps.pec.aruba.it', port: 465, username: 'studio@pec.it', password: 'p@ss:w/rd' }),
    ).toBe('smtps://studio%40pec.it:p%40ss%3Aw%2Frd@smtps.pec.aruba.it:465');
  });

  it('uses smtp:// (STARTTLS) on other ports, given as text or number', () => {
    expect(smtpUrlOf({ host: 'mail.example.it', port: '587', username: 'a', password: 'b' })).toBe(
      'smtp://a:b@mail.example.it:587',
    );
  });
});
