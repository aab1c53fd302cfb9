import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const SCHEMA = resolve(__dirname, '../fixtures/einvoice/Schema_del_file_xml_FatturaPA_v1.2.2.xsd');

const tempFile = (name: string, content: Buffer | string): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'invoice-')), name);
  writeFileSync(file, content);
  return file;
};

/** xmllint's verdict on an invoice against the official FatturaPA schema: '' when valid, else its complaints. */
export const schemaErrorsOf = (xml: Buffer | string): string => {
  try {
    execFileSync('xmllint', ['--nonet', '--noout', '--schema', SCHEMA, tempFile('fattura.xml', xml)], {
      stdio: 'pipe',
    });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
};

/** A PDF's text, as poppler's pdftotext extracts it. */
export const pdfText = (pdf: Buffer): string =>
  execFileSync('pdftotext', ['-layout', tempFile('copia.pdf', pdf), '-']).toString('utf8');

/** Billing data that pass every check: a lawyer in their own name. */
export const professionistaBilling = (overrides: Record<string, unknown> = {}) => ({
  kind: 'professionista',
  name: 'Maria',
  surname: 'Rossi',
  codice_fiscale: 'RSSMRA85T10A562S',
  partita_iva: '12345678903',
  indirizzo: 'Corso Italia 10',
  cap: '20122',
  comune: 'Milano',
  provincia: 'MI',
  ...overrides,
});
