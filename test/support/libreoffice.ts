import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * LibreOffice's own conversion of a .docx to PDF; its exit status and the PDF it wrote, if any. Asynchronous, so that
 * a test stack running in the same process keeps answering (and keeps its connections) meanwhile.
 */
export const convertWithLibreOffice = async (
  docx: Buffer,
): Promise<{ status: number | null; pdf?: Buffer; stderr: string }> => {
  const folder = mkdtempSync(join(tmpdir(), 'redigo-soffice-'));
  try {
    writeFileSync(join(folder, 'documento.docx'), docx);
    const result = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
      execFile(
        'soffice',
        [
          `-env:UserInstallation=${pathToFileURL(join(folder, 'profile')).href}`,
          '--headless',
          '--convert-to',
          'pdf',
          '--outdir',
          folder,
          join(folder, 'documento.docx'),
        ],
        { timeout: 150_000, encoding: 'utf8' },
        (error, _stdout, stderr) =>
          resolve({
            status: error ? (typeof error.code === 'number' ? error.code : null) : 0,
            stderr: `${stderr}${error?.message ?? ''}`,
          }),
      );
    });
    let pdf: Buffer | undefined;
    try {
      pdf = readFileSync(join(folder, 'documento.pdf'));
    } catch {
      pdf = undefined;
    }
    return { status: result.status, pdf, stderr: result.stderr };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};
