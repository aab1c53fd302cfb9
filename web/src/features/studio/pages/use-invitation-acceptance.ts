import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Studio } from '@redigo/shared/domain/studio';
import { ApiError, errorMessageOf } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { acceptInvitation } from '../api/studio-api';
import { acceptFailureOf, type AcceptFailure } from '../studio-rules';

/** Where the invitation stands: not accepted yet, accepted (the studio joined), or refused, and why. */
type Outcome =
  | { kind: 'ready' }
  | { kind: 'joined'; studio: Studio }
  | { kind: 'failed'; failure: AcceptFailure; message: string };

/**
 * The state of an invitation's page: the link's token, the signed-in lawyer's PEC, and «Accetta l’invito»
 * (POST /studio/invitations/accept) with its outcome.
 */
export const useInvitationAcceptance = () => {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const pec = useSession().user?.pec ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'ready' });
  const [accepting, setAccepting] = useState(false);

  const accept = async () => {
    setAccepting(true);
    try {
      setOutcome({ kind: 'joined', studio: await acceptInvitation(token) });
    } catch (error) {
      const failure = error instanceof ApiError ? acceptFailureOf(error.status) : 'error';
      setOutcome({ kind: 'failed', failure, message: errorMessageOf(error) });
    }
    setAccepting(false);
  };
  return { token, pec, outcome, accepting, accept };
};
