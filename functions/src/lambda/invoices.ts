import { createInvoicesArea } from '../areas/invoices/invoices-area';
import { createAwsInfrastructure } from '../composition/aws';
import { loadConfig } from '../config/config';

export const handler = createInvoicesArea(createAwsInfrastructure(loadConfig(process.env)));
