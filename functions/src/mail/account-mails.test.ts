import { createAccountMails } from './account-mails';

const mails = createAccountMails('https://app.redigo.it/');
const lawyer = { name: 'Anna', surname: "D'Angelo", pec: 'anna@pec.it' };

describe('account mails', () => {
  it('sends the verification link, absolute and with its token, in both the text and the HTML', () => {
    // Act
    const mail = mails.verification(lawyer, 'tok_123-abc');

    // Assess
    const url = 'https://app.redigo.it/verify-email?token=tok_123-abc';
    expect(mail.to).toBe('anna@pec.it');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toMatch(/^Gentile Anna D'Angelo,/);
    expect(mail.text).toContain('24 ore');
  });

  it('sends the reset link to the reset page', () => {
    const mail = mails.passwordReset(lawyer, 'r3set');
    expect(mail.text).toContain('https://app.redigo.it/reset-password?token=r3set');
    expect(mail.text).toContain("un'ora");
  });

  it('sends the login link on approval', () => {
    expect(mails.approved(lawyer).text).toContain('https://app.redigo.it/login');
  });

  it("escapes people's names in the HTML and keeps subjects on one line", () => {
    // Prepare
    const applicant = { name: '<script>x</script>', surname: 'Rossi\r\nBcc: evil@x.it', pec: 'r@pec.it' };

    // Act
    const mail = mails.awaitingApproval({ name: 'Ada', surname: 'Admin', pec: 'admin@pec.it' }, applicant);

    // Assess
    expect(mail.to).toBe('admin@pec.it');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('https://app.redigo.it/admin/utenti');
  });

  it('tells the owner of an existing account how to sign in or recover the password', () => {
    const mail = mails.alreadyRegistered(lawyer);
    expect(mail.text).toContain('https://app.redigo.it/login');
    expect(mail.text).toContain('https://app.redigo.it/recupero-password');
  });
});
