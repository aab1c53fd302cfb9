import { LOCAL_SELLER } from '../../config/invoicing-config';
import { fatturaProblems } from './fattura-checks';
import { buildFatturaXml } from './fattura-xml';
import { fatturaData, professionista } from './test-support/invoice-fixtures';
import { schemaErrorsOf } from './test-support/xsd-validation';

describe('buildFatturaXml', () => {
  it('writes a professionista reached by codice destinatario that the official schema accepts', () => {
    const xml = buildFatturaXml(fatturaData());

    expect(schemaErrorsOf(xml)).toBe('');
    expect(xml).toContain('<CodiceDestinatario>ABC1234</CodiceDestinatario>');
    expect(xml).not.toContain('PECDestinatario');
    expect(xml).toContain('<Nome>Maria</Nome>');
    expect(xml).toContain('<ImportoTotaleDocumento>12.20</ImportoTotaleDocumento>');
    expect(xml).toContain('<Imposta>2.20</Imposta>');
    expect(xml).toContain('<CondizioniPagamento>TP02</CondizioniPagamento>');
    expect(xml).toContain('<ModalitaPagamento>MP08</ModalitaPagamento>');
    expect(xml).toContain('<FormatoTrasmissione>FPR12</FormatoTrasmissione>');
  });

  it('writes a studio reached by PEC (codice 0000000) that the official schema accepts', () => {
    const buyer = professionista({
      kind: 'studio',
      name: undefined,
      surname: undefined,
      denominazione: 'Studio Legale Bianchi & Associati',
      codice_fiscale: '12345678903',
      codiceDestinatario: '0000000',
      pecDestinatario: 'studio.bianchi@pec.it',
    });

    const xml = buildFatturaXml(fatturaData({ buyer, descrizione: 'Patto di riservatezza <NDA> «tipo»' }));

    expect(schemaErrorsOf(xml)).toBe('');
    expect(xml).toContain('<PECDestinatario>studio.bianchi@pec.it</PECDestinatario>');
    expect(xml).toContain('<Denominazione>Studio Legale Bianchi &amp; Associati</Denominazione>');
    expect(xml).toContain('&lt;NDA&gt; «tipo»');
  });

  it("writes the seller's IscrizioneREA after its seat, as the schema orders it, and none for a seller outside the register", () => {
    const xml = buildFatturaXml(fatturaData());
    const { rea: _rea, ...unregistered } = LOCAL_SELLER;
    const singleMember = {
      ...LOCAL_SELLER,
      rea: {
        ufficio: 'MI',
        numero: 'MI-2012345',
        socioUnico: 'SU' as const,
        statoLiquidazione: 'LS' as const,
      },
    };

    expect(xml).toMatch(
      /<\/Sede>\s*<IscrizioneREA>\s*<Ufficio>RM<\/Ufficio>\s*<NumeroREA>1234567<\/NumeroREA>\s*<CapitaleSociale>10000\.00<\/CapitaleSociale>\s*<SocioUnico>SM<\/SocioUnico>\s*<StatoLiquidazione>LN<\/StatoLiquidazione>\s*<\/IscrizioneREA>\s*<\/CedentePrestatore>/,
    );
    expect(schemaErrorsOf(buildFatturaXml(fatturaData({ seller: unregistered })))).toBe('');
    expect(buildFatturaXml(fatturaData({ seller: unregistered }))).not.toContain('IscrizioneREA');
    expect(schemaErrorsOf(buildFatturaXml(fatturaData({ seller: singleMember })))).toBe('');
  });

  it('refuses a REA entry the schema would refuse, naming it', () => {
    const seller = { ...LOCAL_SELLER, rea: { ...LOCAL_SELLER.rea!, capitaleSociale: '10000' } };
    const data = fatturaData({ seller });

    expect(fatturaProblems(data)).toEqual(['Cedente.IscrizioneREA.CapitaleSociale']);
    expect(schemaErrorsOf(buildFatturaXml(data))).toMatch(/CapitaleSociale/);
  });

  it('is refused by the schema when a value breaks a facet, and the checks name that value first', () => {
    const data = fatturaData({ buyer: professionista({ cap: '2012' }) });

    expect(fatturaProblems(data)).toEqual(['Cessionario.CAP']);
    expect(schemaErrorsOf(buildFatturaXml(data))).toMatch(/CAP/);
  });

  it('checks that the total is the taxable amount plus the tax', () => {
    expect(fatturaProblems(fatturaData())).toEqual([]);
    expect(fatturaProblems(fatturaData({ totalCents: 1221 }))).toEqual(['ImportoTotaleDocumento']);
  });

  it('takes as PECDestinatario every address the product accepts (a 56-character domain), and the schema agrees', () => {
    const pec = `avvocato@pec.${'studiolegaleassociatobianchi'.padEnd(49, 'e')}.it`;
    const data = fatturaData({
      buyer: professionista({ codiceDestinatario: '0000000', pecDestinatario: pec }),
    });

    expect(fatturaProblems(data)).toEqual([]);
    expect(schemaErrorsOf(buildFatturaXml(data))).toBe('');
    expect(
      fatturaProblems(fatturaData({ buyer: professionista({ pecDestinatario: 'studio.avvocato@pec' }) })),
    ).toEqual(['PECDestinatario']);
  });
});
