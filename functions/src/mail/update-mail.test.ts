import { updateMail } from './update-mail';

const LAWYER = { name: 'Anna', surname: 'Verdi', pec: 'anna.verdi@pec.it' };
const NOTES = {
  motivo: 'modifica_normativa' as const,
  nota: 'Il deposito segue i nuovi limiti <di legge>.\nSi applica dal 1° gennaio.',
  riferimento: 'art. 1, comma 59, L. 30 dicembre 2024, n. 207',
};

describe('the buyers’ mail', () => {
  it('names the template in the subject, says the motivo in words, the nota, the riferimento and links the archive', () => {
    const mail = updateMail('https://redigo.example/', LAWYER, {
      templateName: 'Locazione «4+4»',
      version: 3,
      notes: NOTES,
      documents: [{ name: 'Locazione Rossi', free: true }],
    });

    expect(mail.to).toBe(LAWYER.pec);
    expect(mail.subject).toBe('Aggiornamento del modello «Locazione «4+4»»');
    expect(mail.text).toContain('un documento acquistato su Redigo, è stato aggiornato alla versione 3.');
    expect(mail.text).toContain('Motivo: Modifica normativa.');
    expect(mail.text).toContain(`Che cosa cambia: ${NOTES.nota}`);
    expect(mail.text).toContain(`Riferimento normativo: ${NOTES.riferimento}.`);
    expect(mail.text).toContain(
      'Il documento interessato:\n\n- Locazione Rossi\n\nL’aggiornamento è gratuito',
    );
    expect(mail.text).toContain('https://redigo.example/user/archivio?aggiornamenti=1');
    expect(mail.html).toContain('&lt;di legge&gt;.<br>Si applica');
    expect(mail.html).toContain('<li>Locazione Rossi</li>');
  });

  it('names at most 20 documents, counts the others, and marks the free ones when only some are', () => {
    const documents = Array.from({ length: 23 }, (_, index) => ({
      name: `Doc ${index + 1}`,
      free: index < 2,
    }));
    const mail = updateMail('https://redigo.example', LAWYER, {
      templateName: 'Locazione',
      version: 2,
      notes: { motivo: 'correzione', nota: 'Corretto un rinvio normativo.', riferimento: null },
      documents,
    });
    const listed = mail.text.split('\n').filter((line) => line.startsWith('- '));

    expect(listed).toHaveLength(21);
    expect(listed.slice(0, 3)).toEqual([
      '- Doc 1 (aggiornamento gratuito)',
      '- Doc 2 (aggiornamento gratuito)',
      '- Doc 3',
    ]);
    expect(listed.at(-1)).toBe('- e altri 3');
    expect(mail.text).toContain('Motivo: Correzione.');
    expect(mail.text).not.toContain('Riferimento normativo');
    expect(mail.text).toContain('per gli altri si acquista al prezzo del modello');
  });
});
