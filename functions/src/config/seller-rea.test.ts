import { loadInvoicingConfig } from './invoicing-config';

const seller = {
  SELLER_DENOMINAZIONE: 'Redigo S.r.l.',
  SELLER_PARTITA_IVA: '01234567897',
  SELLER_INDIRIZZO: 'Via Roma 1',
  SELLER_CAP: '00100',
  SELLER_COMUNE: 'Roma',
  SELLER_PROVINCIA: 'RM',
  SDI_SENDER_PEC: 'fatture@pec.redigo.it',
  SDI_SMTP_URL: 'smtps://fatture:x@smtp.pec.redigo.it:465',
};

const read = (env: Record<string, string>, local = false) => {
  const problems: string[] = [];
  const { seller: read } = loadInvoicingConfig(env, local, problems);
  return { rea: read.rea, problems };
};

describe("the seller's entry in the Registro delle imprese (IscrizioneREA)", () => {
  it('is read from its settings, the capital as FatturaPA writes amounts', () => {
    const env = {
      ...seller,
      SELLER_REA_UFFICIO: 'mi',
      SELLER_REA_NUMERO: '2012345',
      SELLER_CAPITALE_SOCIALE: '50000',
      SELLER_SOCIO_UNICO: 'su',
      SELLER_STATO_LIQUIDAZIONE: 'LN',
    };
    expect(read(env)).toEqual({
      rea: {
        ufficio: 'MI',
        numero: '2012345',
        capitaleSociale: '50000.00',
        socioUnico: 'SU',
        statoLiquidazione: 'LN',
      },
      problems: [],
    });
  });

  it('is absent for a seller outside the register, and plausible for the local fictitious seller', () => {
    expect(read(seller)).toEqual({ rea: undefined, problems: [] });
    expect(read({}, true).rea).toEqual({
      ufficio: 'RM',
      numero: '1234567',
      capitaleSociale: '10000.00',
      socioUnico: 'SM',
      statoLiquidazione: 'LN',
    });
  });

  it('names each setting that is missing or wrong once one of them is given', () => {
    expect(
      read({ ...seller, SELLER_CAPITALE_SOCIALE: 'diecimila', SELLER_SOCIO_UNICO: 'X' }).problems,
    ).toEqual([
      'SELLER_REA_UFFICIO must be an Italian province code',
      'SELLER_REA_NUMERO must be 1 to 20 letters or digits',
      'SELLER_CAPITALE_SOCIALE must be an amount in euro, like 10000 or 10000.00',
      'SELLER_SOCIO_UNICO must be SU or SM',
      'SELLER_STATO_LIQUIDAZIONE must be LS or LN',
    ]);
  });

  it('refuses a regime fiscale that FatturaPA does not have', () => {
    expect(read({ ...seller, SELLER_REGIME_FISCALE: 'RF03' }).problems).toEqual([
      'SELLER_REGIME_FISCALE must be a FatturaPA code, like RF01',
    ]);
  });
});
