import { createAuthArea } from '../areas/auth/auth-area';
import { createAwsInfrastructure } from '../composition/aws';
import { loadConfig } from '../config/config';

export const handler = createAuthArea(createAwsInfrastructure(loadConfig(process.env)));
