import { usersArea } from '../composition/users';
import { createAwsInfrastructure } from '../composition/aws';
import { AREA_SETTINGS } from '../config/area-settings';
import { loadConfig } from '../config/config';
import { observedArea } from '../observability/observed-area';

const infrastructure = createAwsInfrastructure(loadConfig(process.env, AREA_SETTINGS.users));
export const handler = observedArea(usersArea(infrastructure), infrastructure);
