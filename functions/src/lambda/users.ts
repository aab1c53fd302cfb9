import { createUsersArea } from '../areas/users/users-area';
import { createAwsInfrastructure } from '../composition/aws';
import { loadConfig } from '../config/config';

export const handler = createUsersArea(createAwsInfrastructure(loadConfig(process.env)));
