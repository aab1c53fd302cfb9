import { createClientLinkMails } from './client-link-mails';

const mails = createClientLinkMails('https://app.redigo.it/');
const lawyer = { name: 'Maria', surname: 'Rossi', pec: 'maria.rossi@pec.it', studio: 'Studio Legale Rossi' };
const link = {
  email: 'cliente@example.com',
  name: 'Alfa S.r.l.',
  title: 'Contratto di locazione',
  message: 'Buongiorno <b>cliente</b>,\nmi servono i dati.',
  expiresAt: '2026-12-06T07:55:00.000Z',
};

describe('the client links’ mails', () => {
  it('mails the link in the lawyer’s name, with the message, the page and the expiry in Italy’s time', () => {
    const mail = mails.link(lawyer, link, 'TOKEN_abc-123');
    expect(mail.to).toBe('cliente@example.com');
    expect(mail.subject).toBe('L’avv. Maria Rossi ti chiede i dati per «Contratto di locazione»');
    expect(mail.text).toContain('Gentile Alfa S.r.l.,');
    expect(mail.text).toContain('l’avv. Maria Rossi (Studio Legale Rossi) sta preparando per te');
    expect(mail.text).toContain('https://app.redigo.it/cliente/TOKEN_abc-123');
    expect(mail.text).toContain('vale fino al 06/12/2026 alle 08:55');
    expect(mail.html).toContain('href="https://app.redigo.it/cliente/TOKEN_abc-123"');
    expect(mail.html).toContain('&lt;b&gt;cliente&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>cliente</b>');
  });

  it('mails the code in its subject and body, and the lawyer the data sent and the link locked', () => {
    const code = mails.code(lawyer, link, '012345', 15);
    expect(code.subject).toBe('Il tuo codice per inserire i dati: 012345');
    expect(code.text).toContain('012345');
    expect(code.text).toContain('15 minuti');
    const submitted = mails.submitted(lawyer, link);
    expect(submitted.to).toBe('maria.rossi@pec.it');
    expect(submitted.text).toContain('https://app.redigo.it/user/archivio');
    expect(mails.locked(lawyer, link).subject).toBe(
      'Link bloccato: dati di Alfa S.r.l. per «Contratto di locazione»',
    );
  });
});
