import { createCategoriesArea } from '../areas/categories/categories-area';
import { createAwsInfrastructure } from '../composition/aws';
import { loadConfig } from '../config/config';

export const handler = createCategoriesArea(createAwsInfrastructure(loadConfig(process.env)));
