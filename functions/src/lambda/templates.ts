import { createTemplatesArea } from '../areas/templates/templates-area';
import { createAwsInfrastructure } from '../composition/aws';
import { loadConfig } from '../config/config';

export const handler = createTemplatesArea(createAwsInfrastructure(loadConfig(process.env)));
