import { createContractsArea } from '../areas/contracts/contracts-area';
import { createAwsInfrastructure } from '../composition/aws';
import { loadConfig } from '../config/config';

export const handler = createContractsArea(createAwsInfrastructure(loadConfig(process.env)));
