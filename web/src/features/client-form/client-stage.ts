import type { ClientForm, ClientLinkLawyer, ClientLinkOpened } from '@redigo/shared/domain/client-link';
import { ApiError } from '../../lib/api-error';

/** Why a link's page can go no further: a link that does not exist, has expired or was revoked, locked, or sent. */
export type ClosedReason = 'unknown' | 'expired' | 'locked' | 'submitted';

/**
 * Where the client is on a link's page: the first screen («Continua»), the code mailed, the form (the informativa,
 * the questions, the check before sending), the thanks once sent, or a link that can go no further.
 */
export type ClientStage =
  | { kind: 'loading' }
  | { kind: 'intro'; notice?: string; opened?: ClientLinkOpened }
  | { kind: 'code'; opened: ClientLinkOpened }
  | { kind: 'form'; form: ClientForm; access: string }
  | { kind: 'sent'; lawyer: ClientLinkLawyer }
  | { kind: 'closed'; reason: ClosedReason; message?: string; lawyer?: ClientLinkLawyer };

/**
 * The page an error of the link's routes leads to: 404 a link that does not exist, 410 one expired or revoked, 423
 * one locked, 409 one already sent; null for any other error (the step that met it says it).
 */
export const closedStageOf = (error: unknown): ClientStage | null => {
  if (!(error instanceof ApiError)) return null;
  const message = error.message;
  if (error.code === 'LINK_EXPIRED') return { kind: 'closed', reason: 'expired', message };
  if (error.code === 'LINK_LOCKED') return { kind: 'closed', reason: 'locked', message };
  if (error.status === 404) return { kind: 'closed', reason: 'unknown', message };
  if (error.status === 409) return { kind: 'closed', reason: 'submitted' };
  return null;
};

/** «l'avv. Maria Rossi», with the studio when there is one: who asks, as the client reads it. */
export const lawyerName = ({ name, surname }: ClientLinkLawyer): string => `avv. ${name} ${surname}`;
