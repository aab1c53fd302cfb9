import { clientLinksLambda } from '../composition/client-links';
export const handler = clientLinksLambda();
