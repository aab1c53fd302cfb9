import { useEffect, useState } from 'react';
import type { ClientLinkLawyer } from '@redigo/shared/domain/client-link';
import { clientLinkMessages } from '@redigo/shared/messages/client-links';
import { ApiError, errorMessageOf } from '../../lib/api-error';
import { fetchForm, openLink, previewLink, verifyCode } from './api/client-form-api';
import { closedStageOf, type ClientStage } from './client-stage';
import { forgetSession, keepSession, sessionOf } from './client-session';

/** What «Invia un nuovo codice» says: that it went, or why not. */
export interface ResendOutcome {
  notice?: string;
  error?: string;
}

/**
 * The client's way into a link's page (docs/api.md, "The client's data by link"): opening the page spends nothing;
 * «Continua» asks for a code (POST /client/open), the code gives a client token (POST /client/verify), which opens
 * the form. A tab that already has this link's token goes straight to the form; a token that no longer opens it
 * leads back to «Continua», and a link that can go no further to its page.
 */
export const useClientAccess = (token: string) => {
  const [stage, setStage] = useState<ClientStage>(() =>
    sessionOf(token) ? { kind: 'loading' } : { kind: 'intro' },
  );

  /** The form, with a client token: or, on a refusal, where that leads. */
  const loadForm = async (access: string): Promise<void> => {
    try {
      setStage({ kind: 'form', form: await fetchForm(access), access });
    } catch (error) {
      ended(error);
    }
  };

  /** The form's routes refused the client token or the link: back to «Continua», or to the link's page. */
  const ended = (error: unknown): void => {
    const closed = closedStageOf(error);
    if (closed || (error instanceof ApiError && error.status === 401)) forgetSession();
    if (closed) setStage(closed);
    else if (error instanceof ApiError && error.status === 401)
      setStage({ kind: 'intro', notice: clientLinkMessages.clientSessionExpired });
    else setStage({ kind: 'intro', notice: errorMessageOf(error) });
  };

  /** The first screen names who asks (nothing spent, no code sent); a link that can go no further shows its page. */
  const preview = async (): Promise<void> => {
    try {
      const opened = await previewLink(token);
      setStage((now) =>
        now.kind !== 'intro'
          ? now
          : opened.submitted
            ? { kind: 'closed', reason: 'submitted', lawyer: opened.lawyer }
            : { ...now, opened },
      );
    } catch (error) {
      const closed = closedStageOf(error);
      // Any other refusal leaves the first screen as it is: «Continua» will say what is wrong.
      if (closed) setStage((now) => (now.kind === 'intro' ? closed : now));
    }
  };

  useEffect(() => {
    const session = sessionOf(token);
    if (session) void loadForm(session.access);
    else void preview();
    // The page's link is read once: a new token in the address is a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  /** «Continua»: who asks, and a code mailed; the message of a refusal that leaves the client on this screen. */
  const start = async (): Promise<string | undefined> => {
    try {
      const opened = await openLink(token);
      if (opened.submitted) setStage({ kind: 'closed', reason: 'submitted', lawyer: opened.lawyer });
      else setStage({ kind: 'code', opened });
      return undefined;
    } catch (error) {
      const closed = closedStageOf(error);
      if (closed) setStage(closed);
      return closed ? undefined : errorMessageOf(error);
    }
  };

  /** «Invia un nuovo codice»: the one before stops working. */
  const resend = async (): Promise<ResendOutcome> => {
    try {
      await openLink(token);
      return { notice: 'Ti abbiamo mandato un nuovo codice: vale solo l’ultimo che hai ricevuto.' };
    } catch (error) {
      const closed = closedStageOf(error);
      if (closed) setStage(closed);
      return closed ? {} : { error: errorMessageOf(error) };
    }
  };

  /** «Conferma»: the form opens; a wrong or expired code's message stays by the field. */
  const confirm = async (code: string): Promise<string | undefined> => {
    let access: string;
    try {
      access = await verifyCode(token, code);
    } catch (error) {
      const closed = closedStageOf(error);
      if (closed) setStage(closed);
      return closed ? undefined : errorMessageOf(error);
    }
    keepSession({ link: token, access, privacyRead: false });
    await loadForm(access);
    return undefined;
  };

  /** The client sent the answers: the token is forgotten, the thanks shown. */
  const sent = (lawyer: ClientLinkLawyer): void => {
    forgetSession();
    setStage({ kind: 'sent', lawyer });
  };

  return { stage, start, resend, confirm, ended, sent };
};
