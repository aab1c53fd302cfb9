import { formatLongDate } from '@redigo/shared/dates';
import { studioMessages } from '@redigo/shared/messages/studios';
import type { StudioInvitation } from '@redigo/shared/domain/studio';
import { studioInvitationUrl } from '@redigo/shared/studio-invitation-url';
import type { OutgoingMail } from '../ports/mailer';
import { renderMail } from './mail-layout';

const m = studioMessages.invitationMail;

/**
 * The invitation to a studio, to the invited PEC: who invites, to which studio and role, the one-time link
 * `<APP_URL>/user/studio/invito?token=...` and its expiry.
 */
export const createStudioInvitationMail =
  (appUrl: string) =>
  (input: {
    invitation: StudioInvitation;
    token: string;
    denominazione: string;
    inviter: { name: string; surname: string };
  }): OutgoingMail => {
    const inviter = `L’Avv. ${input.inviter.name} ${input.inviter.surname}`.trim();
    return renderMail({
      to: input.invitation.pec,
      subject: m.subject(input.denominazione),
      greeting: m.greeting,
      paragraphs: [
        m.body(inviter, input.denominazione, studioMessages.roleNames[input.invitation.role]),
        m.explain,
      ],
      action: { label: m.action, url: studioInvitationUrl(appUrl, input.token) },
      closing: [m.expiry(formatLongDate(input.invitation.expires_at)), m.notYou],
    });
  };
