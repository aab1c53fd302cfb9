import { createPaymentsArea } from '../areas/payments/payments-area';
import { createAwsInfrastructure } from '../composition/aws';
import { loadConfig } from '../config/config';

export const handler = createPaymentsArea(createAwsInfrastructure(loadConfig(process.env)));
