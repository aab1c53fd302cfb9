import { templatesArea } from '../composition/templates';
import { createAwsInfrastructure } from '../composition/aws';
import { AREA_SETTINGS } from '../config/area-settings';
import { loadConfig } from '../config/config';
import { createSqsUpdateMailQueue } from '../infrastructure/sqs/sqs-update-mail-queue';
import { observedArea } from '../observability/observed-area';

const infrastructure = createAwsInfrastructure(loadConfig(process.env, AREA_SETTINGS.templates), {
  updateMailQueue: createSqsUpdateMailQueue,
});
export const handler = observedArea(templatesArea(infrastructure), infrastructure);
