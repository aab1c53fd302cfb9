import { usersLambda } from '../composition/users';
export const handler = usersLambda();
