import { contractsArea } from '../composition/contracts';
import { createAwsInfrastructure } from '../composition/aws';
import { AREA_SETTINGS } from '../config/area-settings';
import { loadConfig } from '../config/config';
import { observedArea } from '../observability/observed-area';

const infrastructure = createAwsInfrastructure(loadConfig(process.env, AREA_SETTINGS.contracts));
export const handler = observedArea(contractsArea(infrastructure), infrastructure);
