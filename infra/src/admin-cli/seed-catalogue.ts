/**
 * Seeds the categories and the sample templates into a deployed stage: `npm run catalogue:seed -- --help`. It
 * runs the product's own use cases (upload, save, publish) against the stage's tables and masters bucket, using
 * the operator's AWS credentials; the templates are created by an existing staff account of the stage.
 */
import { createAwsInfrastructure } from '@redigo/functions/composition/aws';
import { AREA_SETTINGS } from '@redigo/functions/config/area-settings';
import { loadConfig } from '@redigo/functions/config/config';
import { createDynamoUserRepository } from '@redigo/functions/infrastructure';
import {
  isPlaceholderPaymentLink,
  placeholderPaymentLink,
  seedCatalogue,
  type CatalogueSeedOptions,
} from '../seed/seed-templates';
import { seedTemplates } from '../seed/templates/index';
import { AdminCommandError } from './create-admin-account';
import {
  parseSeedCatalogueArguments,
  readPaymentLinks,
  SEED_CATALOGUE_USAGE,
} from './seed-catalogue-arguments';
import { describeSeededTemplate, findSeedEditor } from './seed-catalogue-steps';
import { readStageEnvironment } from './stage-outputs';

const main = async (): Promise<void> => {
  const parsed = parseSeedCatalogueArguments(process.argv.slice(2));
  if (parsed === 'help') {
    process.stdout.write(`${SEED_CATALOGUE_USAGE}\n`);
    return;
  }
  const slugs = seedTemplates.map((definition) => definition.slug);
  const links = parsed.linksFile
    ? readPaymentLinks(parsed.linksFile, slugs, isPlaceholderPaymentLink)
    : new Map<string, string>();
  const config = loadConfig(
    readStageEnvironment(parsed.outputsFile, parsed.stage, { tableOption: false }),
    AREA_SETTINGS.templates,
  );
  const infrastructure = createAwsInfrastructure(config);
  const editor = await findSeedEditor(
    createDynamoUserRepository(infrastructure.dynamo, config.tables.users),
    parsed.editorPec,
    parsed.stage,
  );
  const options: CatalogueSeedOptions = {
    paymentLinkOf: (slug) => links.get(slug),
    replacesLink: (stripeUrl, slug) => stripeUrl === placeholderPaymentLink(slug),
    publish: 'when-linked',
  };
  const seeded = await seedCatalogue(infrastructure, editor.pec, options);
  process.stdout.write(
    `Catalogo dello stage "${parsed.stage}" (${config.region}), autore ${editor.name} ${editor.surname}:\n` +
      seeded.map((each) => `- ${describeSeededTemplate(each)}\n`).join(''),
  );
};

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof AdminCommandError ? `${error.message}\n` : `Errore: ${(error as Error).message}\n`,
  );
  process.exitCode = 1;
});
