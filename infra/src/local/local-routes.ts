import type { Infrastructure } from '@redigo/functions/composition/infrastructure';
import type { LocalRoute } from './http/local-server';

/** Local-only routes mounted beside the product (the Stripe stand-in comes with the payments work). */
export const localRoutes = (_infrastructure: Infrastructure): LocalRoute[] => [];
