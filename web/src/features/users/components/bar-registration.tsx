import { BAR_REGISTER_SEARCH_URL } from '@redigo/shared/bar-councils';
import type { User } from '@redigo/shared/domain/user';
import { ExternalLink } from '../../../components/ui/external-link';
import './bar-registration.css';

interface BarRegistrationProps {
  user: User;
  /** In a table cell: one short line each ('Ordine di Milano', 'CF ...'); else a labelled list. */
  compact?: boolean;
}

/**
 * What a lawyer gave at registration for the Bar register check (the Ordine degli Avvocati, the codice fiscale)
 * and the Consiglio Nazionale Forense's public search to check it in; nothing for an account without them.
 */
export const BarRegistration = ({ user, compact = false }: BarRegistrationProps) => {
  if (!user.ordine && !user.codice_fiscale) return null;
  const link = (
    <ExternalLink href={BAR_REGISTER_SEARCH_URL} arrow>
      Verifica nell'albo
    </ExternalLink>
  );
  if (compact)
    return (
      <span className="bar-registration bar-registration--compact">
        {user.ordine && <span>Ordine di {user.ordine}</span>}
        {user.codice_fiscale && (
          <span>
            <abbr title="Codice fiscale">CF</abbr> {user.codice_fiscale}
          </span>
        )}
        {link}
      </span>
    );
  return (
    <div className="bar-registration">
      <dl className="bar-registration__data">
        {user.ordine && (
          <div>
            <dt>Ordine degli Avvocati</dt>
            <dd>{user.ordine}</dd>
          </div>
        )}
        {user.codice_fiscale && (
          <div>
            <dt>Codice fiscale</dt>
            <dd>{user.codice_fiscale}</dd>
          </div>
        )}
      </dl>
      {link}
    </div>
  );
};
