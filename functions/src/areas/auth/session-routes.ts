import { loginRequestSchema, refreshTokenSchema } from '@redigo/shared/schemas/auth';
import { createRoute, type RouteDependencies } from '../../http/create-route';
import type { AreaRoutes } from '../../http/area-router';
import type { RouteRequest } from '../../http/http-types';
import { noContent, ok, tokenHeaders } from '../../http/responses';
import type { AuthDeps } from './auth-deps';
import { clientAddress } from './client-address';
import { login } from './login';
import { logout } from './logout';
import { refreshTokens } from './refresh-tokens';

/** The refresh token from the `Refresh` header, or from the body's `refreshToken`. */
const presentedRefreshToken = (request: RouteRequest<{ refreshToken?: string }>): string | undefined =>
  request.headers.refresh?.trim() || request.body.refreshToken?.trim() || undefined;

/** Login, refresh and logout: the routes that open, renew and close login sessions. */
export const sessionRoutes = (http: RouteDependencies, deps: AuthDeps) =>
  ({
    'POST /api/auth/login': (route) =>
      createRoute(route, http, {
        body: loginRequestSchema,
        handler: async (request) => {
          const { user, tokens } = await login(deps, {
            pec: request.body.pec,
            password: request.body.password,
            clientAddress: clientAddress(request),
          });
          return ok(user, tokenHeaders(tokens.accessToken, tokens.refreshToken));
        },
      }),

    'POST /api/auth/refresh-tokens': (route) =>
      createRoute(route, http, {
        body: refreshTokenSchema,
        handler: async (request) => {
          const tokens = await refreshTokens(deps, presentedRefreshToken(request));
          return ok({ ok: true }, tokenHeaders(tokens.accessToken, tokens.refreshToken));
        },
      }),

    'POST /api/auth/logout': (route) =>
      createRoute(route, http, {
        body: refreshTokenSchema,
        handler: async (request) => {
          await logout(deps, presentedRefreshToken(request));
          return noContent();
        },
      }),
  }) satisfies Partial<AreaRoutes<'auth'>>;
