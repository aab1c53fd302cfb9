import { updateMailsLambda } from '../composition/update-mails';
export const handler = updateMailsLambda();
