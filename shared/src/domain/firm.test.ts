import { barCouncilName, FIRM_TAG_NAMES, firmData, missingFirmTags, pressoFirm } from './firm';

const account = {
  name: 'Giulia',
  surname: 'Bianchi',
  pec: 'giulia.bianchi@pec.it',
  codice_fiscale: 'BNCGLI80A41H501X',
  ordine: 'Roma',
};
const billing = {
  kind: 'studio' as const,
  denominazione: 'Studio Bianchi & Associati',
  codice_fiscale: '12345678903',
  partita_iva: '12345678903',
  indirizzo: 'Via del Corso 1',
  cap: '00186',
  comune: 'Roma',
  provincia: 'RM',
};

describe('the firm data', () => {
  it('lists every tag of the contract, the lawyer first', () => {
    expect(FIRM_TAG_NAMES).toEqual([
      'avvocato.nome',
      'avvocato.cognome',
      'avvocato.codice_fiscale',
      'avvocato.pec',
      'avvocato.ordine',
      'studio.denominazione',
      'studio.presso',
      'studio.indirizzo',
      'studio.cap',
      'studio.comune',
      'studio.provincia',
      'studio.partita_iva',
    ]);
  });

  it('names the Ordine after its seat, with the article where the seat has one', () => {
    expect(barCouncilName('Roma')).toBe('Ordine degli Avvocati di Roma');
    expect(barCouncilName("L'Aquila")).toBe('Ordine degli Avvocati dell’Aquila');
    expect(barCouncilName('La Spezia')).toBe('Ordine degli Avvocati della Spezia');
  });

  it('writes the account and a studio’s billing data', () => {
    const firm = firmData(account, billing);
    expect(firm.avvocato).toEqual({
      nome: 'Giulia',
      cognome: 'Bianchi',
      codice_fiscale: 'BNCGLI80A41H501X',
      pec: 'giulia.bianchi@pec.it',
      ordine: 'Ordine degli Avvocati di Roma',
    });
    expect(firm.studio).toEqual({
      denominazione: 'Studio Bianchi & Associati',
      presso: 'presso lo Studio Bianchi & Associati',
      indirizzo: 'Via del Corso 1',
      cap: '00186',
      comune: 'Roma',
      provincia: 'RM',
      partita_iva: '12345678903',
    });
    expect(missingFirmTags(firm)).toEqual([]);
  });

  it('names a professionista’s studio after the billing name', () => {
    const { denominazione: _omitted, ...rest } = billing;
    const firm = firmData(account, { ...rest, kind: 'professionista', name: 'Giulia', surname: 'Verdi' });
    expect(firm.studio.denominazione).toBe('Studio Legale Avv. Giulia Verdi');
    expect(firm.studio.presso).toBe('presso lo Studio Legale Avv. Giulia Verdi');
  });

  it('puts the article Italian wants between «presso» and the firm’s name', () => {
    expect(pressoFirm('Studio Legale Associato Neri')).toBe('presso lo Studio Legale Associato Neri');
    expect(pressoFirm('Associazione Professionale Bianchi')).toBe(
      'presso l’Associazione Professionale Bianchi',
    );
    expect(pressoFirm('Società tra Avvocati Rossi S.r.l.')).toBe(
      'presso la Società tra Avvocati Rossi S.r.l.',
    );
    expect(pressoFirm('Bianchi & Partners')).toBe('presso Bianchi & Partners');
    expect(pressoFirm('Studiosi Riuniti S.r.l.')).toBe('presso Studiosi Riuniti S.r.l.');
    expect(pressoFirm('')).toBe('');
  });

  it('takes a professionista’s codice fiscale for a lawyer who registered none, never a studio’s', () => {
    const { codice_fiscale: _none, ...registered } = account;
    const { denominazione: _omitted, ...rest } = billing;
    const own = { ...rest, kind: 'professionista' as const, codice_fiscale: 'BNCGLI80A41H501X' };
    expect(firmData(registered, own).avvocato.codice_fiscale).toBe('BNCGLI80A41H501X');
    expect(firmData(account, { ...own, codice_fiscale: 'VRDGLI80A41H501P' }).avvocato.codice_fiscale).toBe(
      account.codice_fiscale,
    );
    expect(firmData(registered, billing).avvocato.codice_fiscale).toBe('');
  });

  it('leaves the studio empty without billing data, and says which tags are missing', () => {
    const firm = firmData({ name: 'Giulia', surname: 'Bianchi', pec: 'g@pec.it' });
    expect(Object.values(firm.studio).every((value) => value === '')).toBe(true);
    expect(missingFirmTags(firm)).toEqual([
      'avvocato.codice_fiscale',
      'avvocato.ordine',
      'studio.denominazione',
      'studio.presso',
      'studio.indirizzo',
      'studio.cap',
      'studio.comune',
      'studio.provincia',
      'studio.partita_iva',
    ]);
  });
});
