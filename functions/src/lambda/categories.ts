import { categoriesLambda } from '../composition/categories';
export const handler = categoriesLambda();
