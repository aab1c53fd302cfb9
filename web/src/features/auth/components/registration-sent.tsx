import { product } from '@redigo/shared/product';
import { supportMailto } from '../../../lib/support';
import { Outcome, OutcomeLink } from './auth-card';

/** The registration sent: the PEC to confirm, and where a legal consultant who is not a lawyer writes. */
export const RegistrationSent = ({ pec }: { pec: string }) => (
  <Outcome tone="success" title="Conferma la tua identità" actions={<OutcomeLink>Vai al login</OutcomeLink>}>
    <p>
      Ti abbiamo inviato un messaggio all'indirizzo PEC <strong>{pec}</strong>. Aprilo e segui il link per
      confermare la tua identità.
    </p>
    <p>
      Sei un consulente legale ma non un avvocato? Scrivici a{' '}
      <a href={supportMailto('Registrazione consulente legale')}>{product.supportEmail}</a>: ti aiuteremo ad
      attivare l'accesso.
    </p>
  </Outcome>
);
