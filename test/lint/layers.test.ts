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

const SURFACES = 'layers/public-surfaces';
const PACKAGES = 'layers/package-imports';
const ALLOWED_ONLY = 'layers/allowed-imports';
const RESTRICTED = 'layers/restricted-imports';

/** One file per forbidden import, and the rule that must refuse it. */
const FORBIDDEN: [string, Case][] = [
  // Public surfaces: an area, from any depth and any package; a table folder, from another table folder.
  [SURFACES, importing('functions/src/areas/payments/x.ts', '../contracts/contract-record')],
  [SURFACES, importing('functions/src/areas/payments/deep/x.ts', '../../contracts/contract-record')],
  [SURFACES, importing('functions/src/composition/x.ts', '../areas/invoices/issue-invoice')],
  [SURFACES, importing('functions/src/infrastructure/x.ts', '../areas/users/user-record')],
  [SURFACES, importing('infra/src/x.ts', '@redigo/functions/areas/contracts/contract-record')],
  [SURFACES, importing('test/api/x.test.ts', '@redigo/functions/areas/templates/save-template')],
  [SURFACES, importing('functions/src/infrastructure/dynamodb/payments/x.ts', '../contracts/contract-items')],
  [
    SURFACES,
    importing('functions/src/infrastructure/dynamodb/templates/x.ts', '../categories/category-table'),
  ],
  [PACKAGES, importing('infra/src/seed/x.ts', '../../../functions/src/areas/users')],
  [PACKAGES, importing('test/support/x.ts', '../../functions/src/composition/local')],
  // Areas: no adapter, no wiring, no vendor (and no package a layer has not allowed).
  [ALLOWED_ONLY, importing('functions/src/areas/contracts/x.ts', '../../infrastructure/dynamodb/batch-get')],
  [ALLOWED_ONLY, importing('functions/src/areas/auth/x.ts', '../../composition/auth')],
  [ALLOWED_ONLY, importing('functions/src/areas/auth/x.ts', '../../lambda/auth')],
  [ALLOWED_ONLY, importing('functions/src/areas/auth/x.ts', '../../observability/observed-area')],
  [ALLOWED_ONLY, importing('functions/src/areas/payments/x.ts', '@aws-sdk/lib-dynamodb')],
  [ALLOWED_ONLY, importing('functions/src/areas/payments/x.ts', 'stripe')],
  [ALLOWED_ONLY, importing('functions/src/areas/auth/x.ts', 'nodemailer')],
  [ALLOWED_ONLY, importing('functions/src/areas/invoices/x.ts', '@aws-lambda-powertools/metrics')],
  [ALLOWED_ONLY, importing('functions/src/areas/templates/x.ts', '@middy/core')],
  [ALLOWED_ONLY, importing('functions/src/areas/templates/x.test.ts', '@aws-sdk/client-s3')],
  [ALLOWED_ONLY, importing('functions/src/areas/contacts/x.ts', 'axios')],
  // http: middy and the Lambda event types, no area, no adapter, no other vendor.
  [ALLOWED_ONLY, importing('functions/src/http/x.ts', '../infrastructure/s3/s3-client')],
  [ALLOWED_ONLY, importing('functions/src/http/middlewares/x.ts', '@aws-sdk/client-s3')],
  [ALLOWED_ONLY, importing('functions/src/http/x.ts', '../areas/auth')],
  [ALLOWED_ONLY, importing('functions/src/http/x.ts', '@aws-lambda-powertools/logger')],
  [ALLOWED_ONLY, importing('functions/src/http/x.ts', '../observability/observed-area')],
  // observability: Powertools, no area, no adapter, no other vendor.
  [ALLOWED_ONLY, importing('functions/src/observability/x.ts', '../infrastructure/s3/s3-client')],
  [ALLOWED_ONLY, importing('functions/src/observability/x.ts', '../areas/payments')],
  [ALLOWED_ONLY, importing('functions/src/observability/x.ts', '@aws-sdk/client-cloudwatch')],
  [ALLOWED_ONLY, importing('functions/src/observability/x.ts', '@middy/core')],
  // documents, mail, security, workers: no area (workers aside), no adapter, no vendor.
  [ALLOWED_ONLY, importing('functions/src/documents/x.ts', '../infrastructure/s3/s3-file-store')],
  [ALLOWED_ONLY, importing('functions/src/documents/preview/x.ts', '../../areas/templates')],
  [ALLOWED_ONLY, importing('functions/src/documents/x.ts', '@aws-sdk/client-s3')],
  [ALLOWED_ONLY, importing('functions/src/mail/x.ts', '../infrastructure/mail/ses-mailer')],
  [ALLOWED_ONLY, importing('functions/src/mail/x.ts', '../areas/auth')],
  [ALLOWED_ONLY, importing('functions/src/mail/x.ts', 'nodemailer')],
  [ALLOWED_ONLY, importing('functions/src/security/x.ts', '@aws-sdk/lib-dynamodb')],
  [ALLOWED_ONLY, importing('functions/src/security/x.ts', '../areas/users')],
  [ALLOWED_ONLY, importing('functions/src/security/x.ts', '../infrastructure/dynamodb/tokens/session-table')],
  [ALLOWED_ONLY, importing('functions/src/workers/x.ts', '../infrastructure/s3/s3-client')],
  [ALLOWED_ONLY, importing('functions/src/workers/x.ts', '@aws-sdk/client-s3')],
  // The ground floor (config, errors, ports) imports only itself.
  [ALLOWED_ONLY, importing('functions/src/config/x.ts', '../infrastructure/dynamodb/table-definitions')],
  [ALLOWED_ONLY, importing('functions/src/config/x.ts', '../areas/invoices')],
  [ALLOWED_ONLY, importing('functions/src/config/x.ts', '@aws-sdk/client-secrets-manager')],
  [ALLOWED_ONLY, importing('functions/src/config/x.ts', '../security/epoch')],
  [ALLOWED_ONLY, importing('functions/src/errors/x.ts', '../infrastructure/dynamodb/transactions')],
  [ALLOWED_ONLY, importing('functions/src/errors/x.ts', '../areas/payments')],
  [ALLOWED_ONLY, importing('functions/src/errors/x.ts', '@aws-sdk/client-dynamodb')],
  [ALLOWED_ONLY, importing('functions/src/errors/x.ts', '../http/responses')],
  [ALLOWED_ONLY, importing('functions/src/ports/x.ts', '@aws-sdk/lib-dynamodb')],
  [ALLOWED_ONLY, importing('functions/src/ports/x.ts', '../composition/areas')],
  [ALLOWED_ONLY, importing('functions/src/ports/x.ts', '../areas/payments')],
  [ALLOWED_ONLY, importing('functions/src/ports/x.ts', '../config/config')],
  [ALLOWED_ONLY, importing('functions/src/ports/x.ts', 'aws-lambda')],
  [ALLOWED_ONLY, importing('functions/src/errors/x.ts', '../config/config')],
  [ALLOWED_ONLY, importing('functions/src/errors/x.ts', '../ports/clock')],
  // Infrastructure never imports the wiring, the route stack or an entry point.
  [ALLOWED_ONLY, importing('functions/src/infrastructure/x.ts', '../composition/aws')],
  [ALLOWED_ONLY, importing('functions/src/infrastructure/dynamodb/users/x.ts', '../../../http/responses')],
  [ALLOWED_ONLY, importing('functions/src/infrastructure/sqs/x.ts', '../../lambda/pdf-converter')],
  // An entry point chooses no adapter: it calls its composition.
  [ALLOWED_ONLY, importing('functions/src/lambda/x.ts', '../infrastructure/sqs/sqs-pdf-job-queue')],
  [ALLOWED_ONLY, importing('functions/src/lambda/x.ts', '../config/config')],
  [ALLOWED_ONLY, importing('functions/src/lambda/x.ts', 'stripe')],
  // A folder of the server that is no layer yet.
  [ALLOWED_ONLY, importing('functions/src/helpers/x.ts', '../ports/clock')],
  // shared/ imports nothing of the repository, by name or by path.
  [ALLOWED_ONLY, importing('shared/src/x.ts', '@redigo/functions/config/config')],
  [ALLOWED_ONLY, importing('shared/src/schemas/x.ts', '@redigo/web/lib/api-client')],
  [ALLOWED_ONLY, importing('shared/src/x.ts', '../../web/src/lib/api-client')],
  [ALLOWED_ONLY, importing('shared/src/x.ts', 'react')],
  // The SPA imports no server code; infra/ no adapter's file.
  [RESTRICTED, importing('web/src/features/archive/x.tsx', '@redigo/functions/areas/contracts')],
  [RESTRICTED, importing('web/src/lib/x.ts', '@redigo/functions/config/config')],
  [
    RESTRICTED,
    importing('infra/src/seed/x.ts', '@redigo/functions/infrastructure/dynamodb/users/user-table'),
  ],
  [RESTRICTED, importing('infra/src/local/x.ts', '@redigo/functions/infrastructure/mail/outbox')],
  // The SPA's features, components and lib.
  [SURFACES, importing('web/src/features/archive/x.tsx', '../catalogue/pages/catalogue-page')],
  [RESTRICTED, importing('web/src/features/archive/x.tsx', '../../app/pages/page-table')],
  [RESTRICTED, importing('web/src/components/ui/x.tsx', '../../features/archive')],
  [RESTRICTED, importing('web/src/lib/x.ts', '../features/profile')],
  [
    'layers/no-cycle',
    importing('functions/src/infrastructure/dynamodb/contracts/contract-pages.ts', './contract-table'),
  ],
];

/** Imports the layers allow, so that a rule refusing everything would fail this test too. */
const ALLOWED: Case[] = [
  importing('functions/src/areas/payments/x.ts', '../contracts'),
  importing('functions/src/areas/payments/deep/x.ts', '../../contracts'),
  importing('functions/src/areas/templates/x.ts', '../../documents/renderer'),
  importing('functions/src/areas/templates/x.ts', '../../http/create-route'),
  importing('functions/src/areas/templates/x.ts', 'yup'),
  importing('functions/src/areas/contracts/x.ts', '../../ports/jittered-pause'),
  importing('functions/src/infrastructure/x.ts', '../areas/users'),
  importing('functions/src/infrastructure/mail/x.ts', 'nodemailer'),
  importing('functions/src/infrastructure/dynamodb/payments/x.ts', '../contracts'),
  importing('functions/src/infrastructure/dynamodb/payments/x.ts', './payment-items'),
  importing('functions/src/infrastructure/dynamodb/x.ts', './contracts'),
  importing('functions/src/composition/x.ts', '../infrastructure/mail/smtp-mailer'),
  importing('functions/src/composition/x.ts', 'stripe'),
  importing('functions/src/lambda/x.ts', '../composition/auth'),
  importing('functions/src/http/x.ts', '@middy/core'),
  importing('functions/src/http/x.ts', 'aws-lambda'),
  importing('functions/src/observability/x.ts', '@aws-lambda-powertools/logger'),
  importing('functions/src/observability/x.ts', '../http/http-types'),
  importing('functions/src/documents/x.ts', 'docxtemplater/js/inspect-module.js'),
  importing('functions/src/documents/x.ts', '../errors/app-errors'),
  importing('functions/src/security/x.ts', 'jose'),
  importing('functions/src/security/x.ts', '../config/config'),
  importing('functions/src/workers/x.ts', '../areas/templates'),
  importing('functions/src/ports/x.ts', 'node:crypto'),
  importing('functions/src/ports/x.ts', '@redigo/shared/routes'),
  importing('functions/src/config/x.ts', './table-names'),
  importing('functions/src/config/x.ts', '../errors/named-error'),
  importing('functions/src/ports/x.ts', '../errors/named-error'),
  importing('shared/src/x.ts', 'yup'),
  importing('shared/src/schemas/x.ts', '../routes'),
  importing('infra/src/x.ts', '@redigo/functions/areas/contracts'),
  importing('infra/src/local/x.ts', '@redigo/functions/infrastructure'),
  importing('infra/src/cdk/x.ts', '@redigo/functions/tables'),
  importing('test/api/x.test.ts', '@redigo/functions/infrastructure/dynamodb/contracts/contract-table'),
  importing('functions/src/infrastructure/x.test.ts', '../areas/contracts/test-support/contract-fixtures'),
  importing('web/src/features/archive/x.tsx', '../catalogue'),
  importing('web/src/features/archive/x.tsx', '@redigo/shared/routes'),
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
