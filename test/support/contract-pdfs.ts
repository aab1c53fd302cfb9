import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiResponse } from './api-client';
import type { TestStack } from './test-stack';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const pdfFile = (pdf: Buffer): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'contract-pdf-')), 'contratto.pdf');
  writeFileSync(file, pdf);
  return file;
};

/** poppler's pdfinfo, as `{ Pages: '5', Encrypted: 'no', ... }`. */
export const pdfInfo = (pdf: Buffer): Record<string, string> =>
  Object.fromEntries(
    execFileSync('pdfinfo', [pdfFile(pdf)])
      .toString('utf8')
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1] ?? '', match[2] ?? '']),
  );

/** poppler's pdffonts, one row per font: its name and whether it is embedded, subset, with a Unicode map. */
export const pdfFonts = (pdf: Buffer): { name: string; emb: string; uni: string }[] =>
  execFileSync('pdffonts', [pdfFile(pdf)])
    .toString('utf8')
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      // name, type words, encoding, emb, sub, uni, object id, generation
      return { name: columns[0] ?? '', emb: columns.at(-5) ?? '', uni: columns.at(-3) ?? '' };
    });

/** The PDF's text, in reading order, as poppler's pdftotext extracts it. */
export const pdfPlainText = (pdf: Buffer): string =>
  execFileSync('pdftotext', [pdfFile(pdf), '-']).toString('utf8');

/** The PDF/A identification in the file's XMP packet (LibreOffice writes it uncompressed). */
export const pdfaIdentification = (pdf: Buffer) => {
  const text = pdf.toString('latin1');
  return {
    part: /<pdfaid:part>(\d)<\/pdfaid:part>/.exec(text)?.[1],
    conformance: /<pdfaid:conformance>(\w)<\/pdfaid:conformance>/.exec(text)?.[1],
  };
};

/** GET /contract/download/{id}?format=pdf. */
export const getContractPdf = (
  stack: TestStack,
  token: string,
  contractId: string,
): Promise<ApiResponse<Json>> => stack.api.get(`/api/contract/download/${contractId}?format=pdf`, { token });

/**
 * Asks for a contract's PDF until it is there (each answer meanwhile collected), as the SPA polls; fails after
 * `timeoutMs`.
 */
export const pollContractPdf = async (
  stack: TestStack,
  token: string,
  contractId: string,
  timeoutMs = 60_000,
  /** The answers that mean "not yet": 202 always; a test whose bucket is down for a while adds its 503. */
  notYet: readonly number[] = [202],
): Promise<{ pdf: ApiResponse<Json>; waiting: ApiResponse<Json>[] }> => {
  const waiting: ApiResponse<Json>[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await getContractPdf(stack, token, contractId);
    if (!notYet.includes(answer.status)) return { pdf: answer, waiting };
    waiting.push(answer);
    if (Date.now() > deadline) throw new Error(`No PDF for ${contractId} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** The ids of the processes running LibreOffice on a stack's private profile (its converter). */
export const converterProcesses = (stack: TestStack): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return command.includes('soffice.bin') && command.includes(`${stack.dataDir}/libreoffice`);
      } catch {
        return false;
      }
    })
    .map(Number);
