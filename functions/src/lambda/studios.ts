import { studiosLambda } from '../composition/studios';
export const handler = studiosLambda();
