import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const SCHEMA = resolve(
  __dirname,
  '../../../../../test/fixtures/einvoice/Schema_del_file_xml_FatturaPA_v1.2.2.xsd',
);

/** xmllint's verdict on an XML against the official FatturaPA schema: '' when valid, else its complaints. */
export const schemaErrorsOf = (xml: string): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'fattura-')), 'fattura.xml');
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--nonet', '--noout', '--schema', SCHEMA, file], { stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
};
