/**
 * Writes the master and the preview of every seed template into a folder, to open them in Word or LibreOffice.
 * With `--esempi` it also writes each document filled with the answers of the first and the last questionnaire path.
 *
 *   npx esbuild --bundle --platform=node infra/src/seed/templates/write-seed-files.ts --log-level=warning \
 *     | node - /tmp/redigo-seed [--esempi]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildTemplateFiles, seedTemplates } from './index';
import { reachableAnswerSets } from './questionnaire-paths';
import { renderSample } from './render-sample';

const [folderArgument, ...flags] = process.argv.slice(2);
if (!folderArgument) {
  process.stderr.write('Indica la cartella di destinazione: ... | node - <cartella> [--esempi]\n');
  process.exit(1);
}
const folder = resolve(folderArgument);
mkdirSync(folder, { recursive: true });

const write = (name: string, content: Buffer): void => {
  writeFileSync(join(folder, name), content);
  process.stdout.write(`${join(folder, name)}\n`);
};

for (const definition of seedTemplates) {
  const files = buildTemplateFiles(definition);
  write(files.masterFileName, files.master);
  write(files.previewFileName, files.preview);
  if (!flags.includes('--esempi')) continue;
  const paths = reachableAnswerSets(definition.questions);
  const examples = [paths[0], paths[paths.length - 1]];
  examples.forEach((answers, index) => {
    if (!answers) return;
    write(
      `${definition.slug}-esempio-${index + 1}.docx`,
      renderSample(files.master, answers, definition.questions),
    );
    write(
      `${definition.slug}-esempio-${index + 1}-anteprima.docx`,
      renderSample(files.preview, answers, definition.questions),
    );
    write(
      `${definition.slug}-esempio-${index + 1}-risposte.json`,
      Buffer.from(JSON.stringify(answers, null, 2)),
    );
  });
}
