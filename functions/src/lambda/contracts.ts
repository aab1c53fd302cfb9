import { contractsArea } from '../composition/contracts';
import { createAwsInfrastructure } from '../composition/aws';
import { AREA_SETTINGS } from '../config/area-settings';
import { loadConfig } from '../config/config';
import { createSqsPdfJobQueue } from '../infrastructure/sqs/sqs-pdf-job-queue';
import { observedArea } from '../observability/observed-area';

const infrastructure = createAwsInfrastructure(loadConfig(process.env, AREA_SETTINGS.contracts), {
  pdfJobQueue: createSqsPdfJobQueue,
});
export const handler = observedArea(contractsArea(infrastructure), infrastructure);
