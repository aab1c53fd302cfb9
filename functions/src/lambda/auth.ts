import { authLambda } from '../composition/auth';
export const handler = authLambda();
