// The auth module's public surface: its routes and the ports they are built from (functions/src/composition/auth.ts).
export { accountRoutes } from './account-routes';
export type { AuthDeps } from './auth-deps';
export { createMailQuota } from './mail-quota';
export { createPacer } from './pacer';
export { sessionRoutes } from './session-routes';
