import type { PathVerificationReport } from '@redigo/shared/domain/template';
import { apiData } from '../../../lib/api-client';

/** POST /template/{id}/verify-paths: every path of answers rendered and inspected (docs/api.md). */
export const verifyTemplatePaths = (id: string) =>
  apiData<PathVerificationReport>({ method: 'POST', route: '/template/{id}/verify-paths', params: { id } });
