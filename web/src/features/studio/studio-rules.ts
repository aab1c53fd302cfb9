import { formatDate } from '@redigo/shared/dates';
import type { StudioMember, StudioRole } from '@redigo/shared/domain/studio';

/* The studio's rules as the pages apply them (docs/api.md, "The studio: several lawyers, one firm"): pure code. */

export const ROLE_LABELS: Readonly<Record<StudioRole, string>> = {
  titolare: 'Titolare',
  avvocato: 'Avvocato',
  collaboratore: 'Collaboratore',
};

/** What each role may do, in the words the invitation form and the members' list use. */
export const ROLE_HINTS: Readonly<Record<StudioRole, string>> = {
  titolare: 'gestisce lo studio, i suoi dati e i suoi componenti; acquista e legge tutte le fatture',
  avvocato: 'prepara, acquista e scarica i documenti dello studio',
  collaboratore: 'prepara le bozze; non acquista e non scarica i documenti acquistati',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** An invitation's state as the list shows it: still valid (and until when) or expired. */
export interface InvitationState {
  expired: boolean;
  label: string;
  detail: string;
}

export const invitationState = (expiresAt: string, now: number): InvitationState => {
  const left = Date.parse(expiresAt) - now;
  const date = formatDate(expiresAt);
  if (left <= 0) return { expired: true, label: 'Scaduto', detail: `scaduto il ${date}` };
  const days = Math.ceil(left / DAY_MS);
  const when = days <= 1 ? 'scade entro oggi' : `scade il ${date}`;
  return { expired: false, label: 'In attesa di risposta', detail: when };
};

/** How many titolari a studio has: the last one may not change role nor leave while others remain. */
const titolariOf = (members: readonly StudioMember[]): number =>
  members.filter((member) => member.role === 'titolare').length;

/** What the viewer may do with one member's row. */
export interface MemberActions {
  changeRole: boolean;
  remove: boolean;
  leave: boolean;
  /** Why the viewer's own «Lascia lo studio» is refused beforehand, if it is. */
  leaveBlocked: string | null;
}

export const LAST_TITOLARE_LEAVE =
  'Sei l’unico titolare: prima di lasciare lo studio nomina titolare un altro componente.';

export const memberActions = (
  viewer: { userId: string; role: StudioRole },
  member: StudioMember,
  members: readonly StudioMember[],
): MemberActions => {
  const self = member.userId === viewer.userId;
  const manager = viewer.role === 'titolare';
  const lastTitolare = member.role === 'titolare' && titolariOf(members) === 1;
  return {
    changeRole: manager,
    remove: manager && !self,
    leave: self,
    leaveBlocked: self && lastTitolare && members.length > 1 ? LAST_TITOLARE_LEAVE : null,
  };
};

/**
 * The invitation page's outcome of POST /studio/invitations/accept, from the answer's status: a token unknown, used,
 * revoked or expired (404) or not even shaped like one (400) is a link that does not work.
 */
export type AcceptFailure = 'invalid' | 'other-pec' | 'already-member' | 'error';

export const acceptFailureOf = (status: number): AcceptFailure =>
  status === 404 || status === 400
    ? 'invalid'
    : status === 403
      ? 'other-pec'
      : status === 409
        ? 'already-member'
        : 'error';

/** The members in the order the list shows them: titolari, then avvocati, then collaboratori; by surname. */
export const sortedMembers = (members: readonly StudioMember[]): StudioMember[] => {
  const rank = (role: StudioRole) => ['titolare', 'avvocato', 'collaboratore'].indexOf(role);
  return [...members].sort(
    (a, b) =>
      rank(a.role) - rank(b.role) ||
      a.surname.localeCompare(b.surname, 'it') ||
      a.name.localeCompare(b.name, 'it'),
  );
};

/** A member's name as the studio's page says it. */
export const fullName = (member: StudioMember) => `${member.name} ${member.surname}`;
