import { templatesLambda } from '../composition/templates';
export const handler = templatesLambda();
