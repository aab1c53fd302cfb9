import { isPersonName, personNameField } from './fields';

describe('person names', () => {
  it.each([
    "D'Angelo",
    'D’Angelo',
    'Anna Maria',
    'De Luca-Bianchi',
    'Zoë',
    'J. R.',
    'Maria G.',
    'J. R. R. Tolkien',
    "Dell'Orso",
    'Nicolò',
    'Łukasz',
    'Σοφία',
    '李',
  ])('accepts %s', (name) => expect(isPersonName(name)).toBe(true));

  it.each([
    'URGENTE: rimborso su https://evil.example/x',
    'rimborso su evil.example',
    'Visita t.me',
    'Vai su x.co',
    't.me',
    'Anna x.co',
    'Mario.Rossi',
    'Mario2',
    'Anna <b>',
    'anna@pec.it',
    'Rossi/Bianchi',
    "'Anna",
    '-Anna',
    '',
  ])('refuses %s', (name) => expect(isPersonName(name)).toBe(false));

  it('says why in Italian, and refuses names over 60 characters', async () => {
    const field = personNameField('Nome');
    await expect(field.validate('URGENTE: rimborso')).rejects.toThrow(/solo lettere/);
    await expect(field.validate('A'.repeat(61))).rejects.toThrow(/troppo lungo/);
    await expect(field.validate('  Anna Maria  ')).resolves.toBe('Anna Maria');
  });
});
