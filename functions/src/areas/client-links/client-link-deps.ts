import type { Billing } from '@redigo/shared/domain/invoice';
import type { ClientLinkMails } from '../../mail/client-link-mails';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/id-generator';
import type { Logger } from '../../ports/logger';
import type { Mailer } from '../../ports/mailer';
import type { StudioDirectory } from '../../ports/studio-directory';
import type { ClientTokens } from '../../security/client-tokens';
import type { ContractRecord, TemplateSource } from '../contracts';
import type { ClientLinkRepository } from './client-link-repository';

/** A lawyer as the links name them: the account, and the billing data when given. */
export interface Lawyer {
  name: string;
  surname: string;
  pec: string;
  billing?: Billing;
}

/** The lawyers' accounts and billing data (port; wired in functions/src/composition/client-links.ts). */
export interface LawyerDirectory {
  lawyerOf(userId: string): Promise<Lawyer | undefined>;
}

/** The ports the client links' use cases work with. */
export interface ClientLinkDeps {
  links: ClientLinkRepository;
  /** A contract by id (strongly consistent), with its pinned questions. */
  contracts: (id: string) => Promise<ContractRecord | undefined>;
  /** A template as it is now: the questions of a draft saved before drafts were pinned. */
  templates: Pick<TemplateSource, 'current'>;
  lawyers: LawyerDirectory;
  /** Each caller's studio, read at every request: who may act on a `studio` contract's link. */
  studios: Pick<StudioDirectory, 'membershipOf'>;
  mailer: Mailer;
  mails: ClientLinkMails;
  clientTokens: Pick<ClientTokens, 'issue'>;
  clock: Clock;
  ids: IdGenerator;
  logger: Logger;
}
