/**
 * The SPA's page an invitation to a studio opens (docs/api.md, "The studio"), signed in: it posts the token to
 * POST /studio/invitations/accept.
 */
export const STUDIO_INVITATION_PATH = '/user/studio/invito';

/** The invitation's link mailed to the invited PEC: `<APP_URL>/user/studio/invito?token=...`. */
export const studioInvitationUrl = (appUrl: string, token: string): string =>
  `${appUrl.replace(/\/+$/, '')}${STUDIO_INVITATION_PATH}?${new URLSearchParams({ token }).toString()}`;
