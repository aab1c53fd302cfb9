import { contractsLambda } from '../composition/contracts';
export const handler = contractsLambda();
