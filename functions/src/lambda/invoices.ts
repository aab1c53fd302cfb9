import { invoicesArea } from '../composition/invoices';
import { createAwsInfrastructure } from '../composition/aws';
import { loadConfig } from '../config/config';

export const handler = invoicesArea(createAwsInfrastructure(loadConfig(process.env)));
