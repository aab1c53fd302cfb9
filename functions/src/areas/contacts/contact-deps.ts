import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/id-generator';
import type { StudioDirectory } from '../../ports/studio-directory';
import type { ContactRepository } from './contact-repository';

/** What the address book's use cases need. */
export interface ContactDeps {
  contacts: ContactRepository;
  clock: Clock;
  ids: IdGenerator;
  /** The most contacts one book (a lawyer's, a studio's) may keep (5000; a setting). */
  maxPerOwner: number;
  /** Each caller's studio, read at every request: a member reads and changes the studio's book too. */
  studios: Pick<StudioDirectory, 'membershipOf'>;
}
