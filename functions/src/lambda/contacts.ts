import { contactsArea } from '../composition/contacts';
import { createAwsInfrastructure } from '../composition/aws';
import { AREA_SETTINGS } from '../config/area-settings';
import { loadConfig } from '../config/config';
import { observedArea } from '../observability/observed-area';

const infrastructure = createAwsInfrastructure(loadConfig(process.env, AREA_SETTINGS.contacts));
export const handler = observedArea(contactsArea(infrastructure), infrastructure);
