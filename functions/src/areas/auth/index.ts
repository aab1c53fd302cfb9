// The auth module's public surface: its Lambda and the ports it is built from (functions/src/composition/auth.ts).
export { createAuthArea } from './auth-area';
export type { AuthDeps } from './auth-deps';
export { createMailQuota } from './mail-quota';
export { createPacer } from './pacer';
