import {
  changeUserStatusSchema,
  forgotPasswordRequestSchema,
  registerSchema,
  resetPasswordQuerySchema,
  resetPasswordSchema,
  verifyEmailQuerySchema,
} from '@redigo/shared/schemas/auth';
import type { AreaRoutes } from '../../http/area-router';
import { callerOf } from '../../http/caller';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import type { RouteRequest } from '../../http/http-types';
import { created, ok } from '../../http/responses';
import type { AuthDeps } from './auth-deps';
import { changeUserStatus } from './change-user-status';
import { clientAddress } from './client-address';
import { forgotPassword } from './forgot-password';
import { register } from './register';
import { resendVerification } from './resend-verification';
import { resetPassword } from './reset-password';
import { verifyEmail } from './verify-email';

/**
 * Registration, verification, password recovery and the admin's approval of accounts. The public routes hash a
 * password or send mail: each request is counted against its address's limit before anything else happens.
 */
export const accountRoutes = (http: RouteDependencies, deps: AuthDeps) => {
  const admit = (route: string, request: Pick<RouteRequest, 'headers' | 'sourceIp'>): Promise<void> =>
    deps.mailRoutes.admit(route, clientAddress(request));
  return {
    'POST /api/auth/register': (route) =>
      createRoute(route, http, {
        body: registerSchema,
        handler: async (request) => {
          await admit('register', request);
          await register(deps, request.body);
          return created({ ok: true });
        },
      }),

    'POST /api/auth/verify-email': (route) =>
      createRoute(route, http, {
        query: verifyEmailQuerySchema,
        handler: async (request) => {
          await admit('verify-email', request);
          await verifyEmail(deps, request.query.token);
          return ok({ ok: true });
        },
      }),

    'POST /api/auth/resend-verification': (route) =>
      createRoute(route, http, {
        body: forgotPasswordRequestSchema,
        handler: async (request) => {
          await admit('resend-verification', request);
          await resendVerification(deps, request.body.pec);
          return ok({ ok: true });
        },
      }),
    'POST /api/auth/forgot-password': (route) =>
      createRoute(route, http, {
        body: forgotPasswordRequestSchema,
        handler: async (request) => {
          await admit('forgot-password', request);
          await forgotPassword(deps, request.body.pec);
          return ok({ ok: true });
        },
      }),

    'POST /api/auth/reset-password': (route) =>
      createRoute(route, http, {
        body: resetPasswordSchema,
        query: resetPasswordQuerySchema,
        handler: async (request) => {
          await admit('reset-password', request);
          await resetPassword(deps, { token: request.query.token, password: request.body.password });
          return ok({ ok: true });
        },
      }),

    'POST /api/auth/change-user-status': (route) =>
      createRoute(route, http, {
        body: changeUserStatusSchema,
        handler: async (request) => {
          const result = await changeUserStatus(deps, callerOf(request), request.body);
          return ok(result);
        },
      }),
  } satisfies Partial<AreaRoutes<'auth'>>;
};
