import { contactsLambda } from '../composition/contacts';
export const handler = contactsLambda();
