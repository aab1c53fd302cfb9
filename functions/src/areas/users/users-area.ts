import type { Infrastructure } from '../../composition/infrastructure';
import { createAreaRouter } from '../../http/area-router';
import type { LambdaHttpHandler } from '../../http/http-types';
import { createUsersDeps } from './users-deps';
import { usersRoutes } from './users-routes';

/** The users area's Lambda: its routes from the shared table. */
export const createUsersArea = (infrastructure: Infrastructure): LambdaHttpHandler =>
  createAreaRouter('users', infrastructure, usersRoutes(infrastructure, createUsersDeps(infrastructure)));
