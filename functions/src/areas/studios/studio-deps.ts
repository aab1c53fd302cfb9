import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/id-generator';
import type { Logger } from '../../ports/logger';
import type { Mailer, OutgoingMail } from '../../ports/mailer';
import type { StudioInvitation } from '@redigo/shared/domain/studio';
import type { StudioRepository } from './studio-repository';

/** An account as the studio shows its members. */
export interface MemberAccount {
  name: string;
  surname: string;
  pec: string;
}

/** The accounts of the members (port; its adapter reads the users table). */
export interface MemberAccounts {
  accountsOf(userIds: string[]): Promise<Map<string, MemberAccount>>;
}

/** The invitation's mail, written by functions/src/mail/studio-mails.ts. */
export type InvitationMail = (input: {
  invitation: StudioInvitation;
  token: string;
  denominazione: string;
  inviter: MemberAccount;
}) => OutgoingMail;

/** The ports the studio's use cases work with. */
export interface StudioDeps {
  studios: StudioRepository;
  accounts: MemberAccounts;
  mailer: Mailer;
  invitationMail: InvitationMail;
  clock: Clock;
  ids: IdGenerator;
  logger: Logger;
}
