import { categoriesArea } from '../composition/categories';
import { createAwsInfrastructure } from '../composition/aws';
import { loadConfig } from '../config/config';
import { observedArea } from '../observability/observed-area';

const infrastructure = createAwsInfrastructure(loadConfig(process.env));
export const handler = observedArea(categoriesArea(infrastructure), infrastructure);
