import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../..');

interface Case {
  /** The file the import is written in (it need not exist). */
  file: string;
  code: string;
}

/**
 * Lints each case's text as if it were the file named, with the repository's ESLint configuration, in a child
 * process (the configuration and ESLint are ES modules): the rule ids reported for each case.
 */
const ruleIdsOf = (cases: Case[]): string[][] => {
  const script = `
    const { ESLint } = require('eslint');
    const cases = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    const eslint = new ESLint({ cwd: process.cwd() });
    Promise.all(cases.map(({ file, code }) => eslint.lintText(code, { filePath: file }))).then((results) =>
      process.stdout.write(JSON.stringify(results.map(([result]) => result.messages.map((m) => m.ruleId ?? m.message)))),
    );
  `;
  const run = spawnSync(process.execPath, ['-e', script], { cwd: root, input: JSON.stringify(cases) });
  if (run.status !== 0) throw new Error(String(run.stderr));
  return JSON.parse(String(run.stdout)) as string[][];
};

const importing = (file: string, specifier: string): Case => ({
  file,
  code: `import { thing } from '${specifier}';\n\nexport const used = thing;\n`,
});

/** One file per forbidden import, and the rule that must refuse it. */
const FORBIDDEN: [string, Case][] = [
  ['layers/public-surfaces', importing('functions/src/areas/payments/x.ts', '../contracts/contract-record')],
  [
    'layers/public-surfaces',
    importing('functions/src/areas/payments/deep/x.ts', '../../contracts/contract-record'),
  ],
  ['layers/public-surfaces', importing('functions/src/composition/x.ts', '../areas/invoices/issue-invoice')],
  ['layers/public-surfaces', importing('functions/src/infrastructure/x.ts', '../areas/users/user-record')],
  [
    'layers/public-surfaces',
    importing('infra/src/x.ts', '@redigo/functions/areas/contracts/contract-record'),
  ],
  [
    'layers/public-surfaces',
    importing('test/api/x.test.ts', '@redigo/functions/areas/templates/save-template'),
  ],
  ['layers/package-imports', importing('infra/src/seed/x.ts', '../../../functions/src/areas/users')],
  ['layers/package-imports', importing('test/support/x.ts', '../../functions/src/composition/local')],
  [
    'layers/restricted-imports',
    importing('functions/src/areas/contracts/x.ts', '../../infrastructure/dynamodb/batch-get'),
  ],
  ['layers/restricted-imports', importing('functions/src/areas/auth/x.ts', '../../composition/auth')],
  ['layers/restricted-imports', importing('functions/src/areas/payments/x.ts', '@aws-sdk/lib-dynamodb')],
  ['layers/restricted-imports', importing('functions/src/areas/payments/x.ts', 'stripe')],
  ['layers/restricted-imports', importing('functions/src/http/x.ts', '../infrastructure/s3/s3-client')],
  ['layers/restricted-imports', importing('functions/src/http/middlewares/x.ts', '@aws-sdk/client-s3')],
  ['layers/restricted-imports', importing('functions/src/ports/x.ts', '@aws-sdk/lib-dynamodb')],
  ['layers/restricted-imports', importing('functions/src/ports/x.ts', '../composition/areas')],
  ['layers/restricted-imports', importing('functions/src/security/x.ts', '@aws-sdk/lib-dynamodb')],
  ['layers/restricted-imports', importing('functions/src/http/x.ts', '../areas/auth')],
  ['layers/restricted-imports', importing('functions/src/ports/x.ts', '../areas/payments')],
  [
    'layers/public-surfaces',
    importing('web/src/features/archive/x.tsx', '../catalogue/pages/catalogue-page'),
  ],
  ['layers/restricted-imports', importing('web/src/features/archive/x.tsx', '../../app/pages/page-table')],
  ['layers/restricted-imports', importing('web/src/components/ui/x.tsx', '../../features/archive')],
  ['layers/restricted-imports', importing('web/src/lib/x.ts', '../features/profile')],
  [
    'layers/no-cycle',
    importing('functions/src/infrastructure/dynamodb/contracts/contract-pages.ts', './contract-table'),
  ],
];

/** Imports the layers allow, so that a rule refusing everything would fail this test too. */
const ALLOWED: Case[] = [
  importing('functions/src/areas/payments/x.ts', '../contracts'),
  importing('functions/src/areas/payments/deep/x.ts', '../../contracts'),
  importing('functions/src/infrastructure/x.ts', '../areas/users'),
  importing('infra/src/x.ts', '@redigo/functions/areas/contracts'),
  importing('test/api/x.test.ts', '@redigo/functions/infrastructure/dynamodb/contracts/contract-table'),
  importing('functions/src/infrastructure/x.test.ts', '../areas/contracts/test-support/contract-fixtures'),
  importing('web/src/features/archive/x.tsx', '../catalogue'),
  importing('web/src/app/x.tsx', '../features/catalogue/pages/catalogue-page'),
];

describe('the layers, as lint enforces them', () => {
  const reported = ruleIdsOf([...FORBIDDEN.map(([, refused]) => refused), ...ALLOWED]);

  it.each(FORBIDDEN.map(([rule, refused], index) => [index, rule, refused.file, refused.code.split("'")[1]]))(
    'case %i: %s refuses, in %s, the import of %s',
    (index, rule) => {
      expect(reported[index as number]).toEqual([rule]);
    },
  );

  it('lets through what the layers allow', () => {
    expect(reported.slice(FORBIDDEN.length)).toEqual(ALLOWED.map(() => []));
  });
});
