import { AdminCommandError } from './create-admin-account';
import { parsePaymentLinks, parseSeedCatalogueArguments, readPaymentLinks } from './seed-catalogue-arguments';

const required = ['--stage', 'prod', '--editor', 'redazione@studio.pec.it'];
const slugs = ['locazione-abitativa-4-4', 'accordo-riservatezza-nda'];

describe('parseSeedCatalogueArguments', () => {
  it('reads the stage from the deploy outputs, the editor and the optional links file', () => {
    expect(parseSeedCatalogueArguments(required)).toEqual({
      stage: 'prod',
      editorPec: 'redazione@studio.pec.it',
      outputsFile: 'cdk-outputs.json',
    });
    expect(
      parseSeedCatalogueArguments([...required, '--outputs', 'out.json', '--links', 'links.json']),
    ).toEqual({
      stage: 'prod',
      editorPec: 'redazione@studio.pec.it',
      outputsFile: 'out.json',
      linksFile: 'links.json',
    });
  });

  it('answers help', () => {
    expect(parseSeedCatalogueArguments(['--help'])).toBe('help');
    expect(parseSeedCatalogueArguments(['-h'])).toBe('help');
  });

  it.each([
    [[], /Mancano --stage, --editor/],
    [['--stage', 'prod'], /Mancano --editor\./],
    [['--editor', 'a@b.it'], /Mancano --stage\./],
    [[...required, '--table', 't'], /Unknown option '--table'/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseSeedCatalogueArguments(argv)).toThrow(AdminCommandError);
    expect(() => parseSeedCatalogueArguments(argv)).toThrow(message);
  });
});

describe('parsePaymentLinks', () => {
  it('maps each given slug to its link, trimmed; slugs left out have none', () => {
    const links = parsePaymentLinks(
      JSON.stringify({ 'locazione-abitativa-4-4': ' https://buy.stripe.com/test_abc ' }),
      'links.json',
      slugs,
    );

    expect([...links]).toEqual([['locazione-abitativa-4-4', 'https://buy.stripe.com/test_abc']]);
    expect(parsePaymentLinks('{}', 'links.json', slugs).size).toBe(0);
  });

  it.each([
    ['{ "locazione-abitativa-4-4": ', /links\.json non è un JSON valido/],
    ['["https://buy.stripe.com/x"]', /links\.json deve contenere un oggetto/],
    ['null', /links\.json deve contenere un oggetto/],
    [
      '{ "contratto-di-prova": "https://buy.stripe.com/x" }',
      /"contratto-di-prova" non è un modello di esempio\. Gli slug validi sono: locazione-abitativa-4-4, accordo-riservatezza-nda/,
    ],
    [
      '{ "accordo-riservatezza-nda": "http://buy.stripe.com/x" }',
      /il link di "accordo-riservatezza-nda" deve/,
    ],
    ['{ "accordo-riservatezza-nda": "buy.stripe.com/x" }', /deve essere l'indirizzo https/],
    ['{ "accordo-riservatezza-nda": 42 }', /non 42/],
    ['{ "accordo-riservatezza-nda": "" }', /deve essere l'indirizzo https/],
  ])('refuses %s', (text, message) => {
    expect(() => parsePaymentLinks(text, 'links.json', slugs)).toThrow(AdminCommandError);
    expect(() => parsePaymentLinks(text, 'links.json', slugs)).toThrow(message);
  });

  it('refuses the placeholder link', () => {
    const text = '{ "accordo-riservatezza-nda": "https://segnaposto.invalid/x" }';
    expect(() => parsePaymentLinks(text, 'links.json', slugs, (url) => url.includes('.invalid'))).toThrow(
      /deve essere l'indirizzo https/,
    );
  });
});

describe('readPaymentLinks', () => {
  it('refuses a file that is not there', () => {
    expect(() => readPaymentLinks('/nonexistent/links.json', slugs)).toThrow(
      new AdminCommandError('Non trovo il file dei link /nonexistent/links.json.'),
    );
  });
});
