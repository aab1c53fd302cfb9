import { contactsArea } from '../composition/contacts';
import { createAwsInfrastructure } from '../composition/aws';
import { loadConfig } from '../config/config';
import { observedArea } from '../observability/observed-area';

const infrastructure = createAwsInfrastructure(loadConfig(process.env));
export const handler = observedArea(contactsArea(infrastructure), infrastructure);
